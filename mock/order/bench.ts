/**
 * Backend times of the order list (issue 10, "Data and speed"), figures only: seeding the store's order area, then the
 * first page, a filtered page and a deep page of /api/order/flow/page through its real handler (session, grant,
 * validation, query, JSON serialisation of the answer; no network). Run: `node scripts/bench-orders.mjs`
 * (BENCH_RUNS=n runs per case, median shown; default 5).
 */
import { BASE_EPOCH, DAY } from '../core/clock';
import type { MockRequest, MockResponse } from '../core/http';
import { signIn } from '../core/sessions';
import { getStore } from '../core/store';
import order from '../order';
import { orderArea } from './state';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const PATH = '/api/order/flow/page';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function callFlowPage(token: string, body: object): Promise<{ ms: number; bytes: number; code: string }> {
  let sent = '';
  const req: MockRequest = {
    method: 'POST',
    path: PATH,
    url: PATH,
    headers: { satoken: token, 'x-game-id': '1', 'content-type': 'application/json' },
    body,
  };
  const res: MockResponse = {
    status: () => res,
    json: (b: unknown) => {
      sent = JSON.stringify(b);
      return res;
    },
    send: () => res,
    setHeader: () => res,
    end: () => res,
  };
  const t = performance.now();
  await order[`POST ${PATH}`](req, res);
  const ms = performance.now() - t;
  return { ms, bytes: sent.length, code: (JSON.parse(sent) as { code: string }).code };
}

export async function benchOrderPages(): Promise<Array<[string, string]>> {
  const admin = getStore().people.find((p) => p.account === 'admin');
  if (!admin) throw new Error('no admin in the seed');
  const { token } = signIn(admin, 'password');
  const seedStart = performance.now();
  const cpuStart = process.cpuUsage();
  const area = orderArea();
  const seedMs = performance.now() - seedStart;
  const cpu = process.cpuUsage(cpuStart);
  const total = area.lines.order.byGame.get(1)?.length ?? 0;
  const cases: Array<[string, object]> = [
    ['first page (no filter: 90 days, 20 rows)', { pageNum: 1, pageSize: 20 }],
    ['first page of today (the console default)', { pageNum: 1, pageSize: 20, createdFrom: BASE_EPOCH }],
    [
      'filtered page (status, pay type, 30 days, by amount)',
      {
        pageNum: 2,
        pageSize: 20,
        status: 'delivered',
        payType: 'alipay',
        createdFrom: BASE_EPOCH - 30 * DAY,
        sortField: 'amount',
        sortOrder: 'desc',
      },
    ],
    [
      `deep page (page ${Math.floor(total / 20) - 5} of 20 rows)`,
      { pageNum: Math.max(1, Math.floor(total / 20) - 5), pageSize: 20 },
    ],
  ];
  const out: Array<[string, string]> = [
    ['orders seeded (both lines)', String(area.lines.order.orders.length + area.lines.ogorder.orders.length)],
    ['seeding (ms, wall clock)', seedMs.toFixed(0)],
    [
      'seeding (ms, CPU time of the process: less noisy on a busy machine)',
      ((cpu.user + cpu.system) / 1000).toFixed(0),
    ],
  ];
  const first = await callFlowPage(token, cases[0][1]);
  out.push(['first call after seeding (ms)', first.ms.toFixed(1)]);
  for (const [name, body] of cases) {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const r = await callFlowPage(token, body);
      if (r.code !== '00000') throw new Error(`${name}: ${r.code}`);
      runs.push(r.ms);
    }
    out.push([`${name} (ms, median of ${RUNS})`, median(runs).toFixed(1)]);
  }
  return out;
}

benchOrderPages().then(
  (rows) => rows.forEach(([k, v]) => console.log(`${k.padEnd(60)} ${v}`)),
  (e) => {
    console.error(e);
    process.exitCode = 1;
  },
);
