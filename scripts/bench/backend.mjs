/**
 * Part 4 of `npm run bench`: the embedded backend's time for the order list (about 100,000 seeded orders), measured
 * as the round trip of POST /api/order/flow/page on the same machine (median of RUNS after one warm-up call):
 *  - first page: every order of the game over the seeded 90 days, page 1 of 20, with the filtered set's totals;
 *  - filtered page: paid orders of one pay type over the last 30 days;
 *  - deep page: the last-but-one page of the unfiltered list.
 * Target (for reading): ≤ 150 ms each.
 */
import { median, post, RUNS } from './util.mjs';

const PATH = '/api/order/flow/page';
const DAY = 86_400_000;

async function timed(base, token, gameId, body) {
  const headers = { 'X-Game-Id': String(gameId) };
  await post(base, PATH, body, token, headers);
  const runs = [];
  let answer;
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    answer = await post(base, PATH, body, token, headers);
    runs.push(performance.now() - t0);
  }
  if (answer?.code !== '00000') throw new Error(`${PATH}: ${JSON.stringify(answer).slice(0, 200)}`);
  return { runs, total: answer.data.total, median: median(runs) };
}

/** Rows: [what, rows selected, median ms, min, max]. */
export async function measureOrderList(base, token, gameId) {
  const first = await timed(base, token, gameId, { pageNum: 1, pageSize: 20 });
  const now = Date.now();
  const filtered = await timed(base, token, gameId, {
    pageNum: 1,
    pageSize: 20,
    status: 'paid',
    payType: 'alipay',
    createdFrom: now - 30 * DAY,
  });
  const deepPage = Math.max(1, Math.ceil(first.total / 20) - 1);
  const deep = await timed(base, token, gameId, { pageNum: deepPage, pageSize: 20 });
  return [
    { what: 'first page (all 90 days, 20 rows, totals)', ...first },
    { what: 'filtered page (paid, alipay, last 30 days)', ...filtered },
    { what: `deep page (page ${deepPage} of 20 rows)`, ...deep },
  ];
}
