// @vitest-environment node
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract, type Paths } from '../../src/contract';
import { paths as checkPaths } from '../../src/contract/check';
import { paths as packagePaths } from '../../src/contract/package';
import { paths as sdkPaths } from '../../src/contract/sdk';
import { fakeRes, login } from '../core/harness';
import { BASE_EPOCH, now } from '../core/clock';
import type { MockHandler, MockRequest, UploadedFile } from '../core/http';
import { computeSign } from '../core/signedForm';
import { getStore, reset } from '../core/store';
import onlinepack from './handlers';
import check from '../check';
import sdk from '../sdk';
import { packArea } from './area';
import { FILE_LIMIT_BYTES } from './uploads';
import { startFarmTimer, stopFarmTimer } from './timer';
import { makePng, makeSampleBasePackage, readChannelJson, unpack } from './zip';

/** The packaging and channel endpoints driven like umi drives them (fake express req/res). */
const HANDLERS: Record<string, MockHandler> = { ...onlinepack, ...sdk, ...check };

interface Answer<T> {
  code: string | number;
  msg?: string;
  tips?: string;
  data: T;
}

interface CallOpts {
  token?: string;
  game?: number;
  lang?: string;
  files?: UploadedFile[];
  query?: Record<string, string>;
  method?: 'GET' | 'POST';
}

async function call<T = unknown>(path: string, body: unknown = {}, o: CallOpts = {}): Promise<Answer<T>> {
  const r = await raw(path, body, o);
  return r.answer.json as Answer<T>;
}

async function raw(path: string, body: unknown, o: CallOpts) {
  const method = o.method ?? 'POST';
  const handler = HANDLERS[`${method} ${path}`];
  if (!handler) throw new Error(`no handler ${method} ${path}`);
  const headers: Record<string, string> = { 'x-game-id': String(o.game ?? 1), 'accept-language': o.lang ?? 'zh-CN' };
  if (o.token) headers.satoken = o.token;
  const req: MockRequest = { method, path, url: path, headers, body, query: o.query ?? {}, files: o.files, ip: '10.0.0.9' };
  const { res, answer } = fakeRes();
  let binary: Buffer | null = null;
  const end = res.end.bind(res);
  res.end = (b?: string | Buffer) => {
    if (Buffer.isBuffer(b)) {
      binary = b;
      return res;
    }
    return end(b);
  };
  await handler(req, res);
  return { answer, binary: binary as Buffer | null };
}

function upload(field: string, name: string, bytes: Uint8Array, size = bytes.length): UploadedFile {
  return { fieldname: field, originalname: name, size, buffer: Buffer.from(bytes), mimetype: 'application/octet-stream' };
}

function signed(fields: Record<string, string>, token: string): Record<string, string> {
  const all = { ...fields, timestamp: String(Math.floor(now() / 1000)), token };
  return { ...all, sign: computeSign(all) };
}

const tick = (n: number) => {
  const area = packArea();
  for (let i = 0; i < n; i += 1) area.farm.tick(now() + i * 500);
};

let admin = '';

beforeAll(() => stopFarmTimer());
afterAll(() => stopFarmTimer());

beforeEach(async () => {
  reset();
  admin = await login('admin');
  packArea().control.paused = true;
});

describe('contract and handlers', () => {
  it('every endpoint of the fragment has a handler and every handler is in the contract', () => {
    const fragment: Paths = { ...sdkPaths, ...checkPaths, ...packagePaths };
    const declared = Object.keys(fragment).flatMap((p) => (fragment[p].get ? [`GET ${p}`] : [`POST ${p}`]));
    expect(Object.keys(HANDLERS).sort()).toEqual(declared.sort());
    Object.keys(fragment).forEach((p) => expect(contract.paths[p]).toBeDefined());
  });
});

describe('grants', () => {
  it('answers A0301 (code 403) to someone without the packaging screens and lets ops in', async () => {
    const viewer = await login('viewer');
    const denied = await call('/onlinepack/task/page', { pageNum: 1, pageSize: 10 }, { token: viewer });
    expect(denied.code).toBe(403);
    const ops = await login('ops');
    const ok = await call('/onlinepack/task/page', { pageNum: 1, pageSize: 10 }, { token: ops });
    expect(ok.code).toBe(0);
    expect((await call('/api/sdk/channel/page', { pageNum: 1, pageSize: 10 }, { token: viewer })).code).toBe('A0301');
  });

  it("answers the session-expiry code 'A0230' without a session", async () => {
    expect((await call('/onlinepack/machine/page', { pageNum: 1, pageSize: 10 })).code).toBe('A0230');
  });
});

describe('base package upload (signed multipart form)', () => {
  const apk = () => makeSampleBasePackage({ packageName: 'com.xinghai.legend', versionCode: 200, versionName: '2.0.0', targetSdk: 34 });

  it('accepts a signed form with package, icon and keystore; reads the manifest; pending review', async () => {
    const r = await call<{ id: number; status: string; versionCode: number; packageName: string; icon: string; signKeyId: number }>(
      '/onlinepack/basePackage/upload',
      signed({ version: '2.0.0', platform: 'Android', notes: '测试' }, admin),
      {
        token: admin,
        files: [
          upload('file', 'xhcs_2.0.0.apk', apk()),
          upload('iconFile', 'icon.png', makePng(8, 8, [1, 2, 3])),
          upload('signFile', 'release.keystore', strToU8('keystore')),
        ],
      },
    );
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ status: 'pending', versionCode: 200, packageName: 'com.xinghai.legend' });
    expect(r.data.icon).toMatch(/^data:image\/png;base64,/);
    expect(r.data.signKeyId).toBeGreaterThan(0);
  });

  it('refuses a wrong signature (A0340 → 400)', async () => {
    const body = { ...signed({ version: '2.0.0', platform: 'Android' }, admin), version: '2.0.1' };
    const r = await call('/onlinepack/basePackage/upload', body, { token: admin, files: [upload('file', 'a.apk', apk())] });
    expect(r.code).toBe(400);
    expect(r.msg).toContain('签名');
  });

  it('refuses files over 800 MB and files that are not zip archives, saying why', async () => {
    const big = await call('/onlinepack/basePackage/upload', signed({ version: '2.0.0', platform: 'Android' }, admin), {
      token: admin,
      files: [upload('file', 'huge.apk', apk(), FILE_LIMIT_BYTES + 1)],
    });
    expect(big.code).toBe(400);
    expect(big.msg).toBe('文件 huge.apk 为 800.0 MB，超过 800 MB 上限');
    const text = await call('/onlinepack/basePackage/upload', signed({ version: '2.0.0', platform: 'Android', notes: 'b' }, admin), {
      token: admin,
      lang: 'en-US',
      files: [upload('file', 'notes.txt', strToU8('hello'))],
    });
    expect(text.code).toBe(400);
    expect(text.msg).toContain('is not a zip archive');
    const none = await call('/onlinepack/basePackage/upload', signed({ version: '2.0.0', platform: 'Android', notes: 'c' }, admin), {
      token: admin,
    });
    expect(none.msg).toContain('file');
  });

  it('reviews once: approve, then a second review is refused (409)', async () => {
    const list = await call<{ list: Array<{ id: number; status: string }> }>(
      '/onlinepack/basePackage/page',
      { pageNum: 1, pageSize: 10, status: 'pending' },
      { token: admin },
    );
    const id = list.data.list[0].id;
    expect((await call('/onlinepack/basePackage/approve', { id }, { token: admin })).code).toBe(0);
    const again = await call('/onlinepack/basePackage/reject', { id, comment: 'x' }, { token: admin });
    expect(again.code).toBe(409);
  });
});

interface TaskRow {
  id: number;
  status: string;
  step: string | null;
  failReason: string | null;
  attempt: number;
  channelId: number;
  outputUrl: string;
  outputName: string;
}

async function newBatch(codes: string[]) {
  const opts = await call<{
    basePackages: Array<{ id: number }>;
    channels: Array<{ id: number; code: string; missingParams: string[] }>;
    sdkVersions: Array<{ id: number; channelId: number | null }>;
    signKeys: Array<{ id: number; hasKeystore: boolean }>;
  }>('/onlinepack/task/options', {}, { token: admin });
  const channelIds = codes.map((c) => opts.data.channels.find((x) => x.code === c)?.id ?? 0);
  const r = await call<{ batchId: number; taskIds: number[] }>(
    '/onlinepack/task/createBatch',
    {
      basePackageId: opts.data.basePackages[0].id,
      channelIds,
      sdkVersionId: opts.data.sdkVersions.find((v) => v.channelId === null)?.id,
      signKeyId: opts.data.signKeys.find((k) => k.hasKeystore)?.id,
    },
    { token: admin },
  );
  expect(r.code).toBe(0);
  return { ...r.data, channels: opts.data.channels };
}

const getTask = async (id: number) => (await call<{ task: TaskRow }>('/onlinepack/task/get', { id }, { token: admin })).data.task;

describe('a batch for three channels', () => {
  it('runs to success with live logs, one fails at its step, retry after fixing the channel succeeds', async () => {
    const { batchId, taskIds, channels } = await newBatch(['huawei', 'xiaomi', 'uc']);
    expect(taskIds).toHaveLength(3);
    expect(channels.find((c) => c.code === 'uc')?.missingParams).toEqual(['appKey']);

    // live tail: read, advance, read after the cursor
    tick(4);
    const first = await call<{ lines: Array<{ seq: number; text: string }>; lastSeq: number; done: boolean }>(
      '/onlinepack/task/log',
      { id: taskIds[0] },
      { token: admin },
    );
    expect(first.data.lines.length).toBeGreaterThan(0);
    expect(first.data.done).toBe(false);
    tick(30);
    const more = await call<{ lines: Array<{ seq: number; text: string }>; done: boolean }>(
      '/onlinepack/task/log',
      { id: taskIds[0], afterSeq: first.data.lastSeq },
      { token: admin },
    );
    expect(more.data.lines.every((l) => l.seq > first.data.lastSeq)).toBe(true);
    expect(more.data.lines.map((l) => l.text).join('\n')).toContain('✔ 打包成功');

    const page = await call<{ list: TaskRow[]; counts: Record<string, number> }>(
      '/onlinepack/task/page',
      { pageNum: 1, pageSize: 10, batchId },
      { token: admin },
    );
    expect(page.data.list.map((t) => t.status).sort()).toEqual(['failed', 'succeeded', 'succeeded']);
    expect(page.data.counts).toMatchObject({ succeeded: 2, failed: 1 });
    const uc = page.data.list.find((t) => t.status === 'failed');
    expect(uc).toMatchObject({ step: 'writeParams', failReason: '渠道 九游 缺少必填参数 appKey' });

    // the operator fixes 九游's parameter; the masked server value sent back stays as it was
    const ch = await call<{ id: number; params: Array<{ key: string; value: string; usedBy: string }> }>(
      '/api/sdk/channel/get',
      { id: uc?.channelId },
      { token: admin },
    );
    const secret = ch.data.params.find((p) => p.usedBy === 'server');
    expect(secret?.value).toContain('****');
    const params = ch.data.params.map((p) => (p.key === 'appKey' ? { ...p, value: 'uc-key-1' } : p));
    expect((await call('/api/sdk/channel/edit', { id: ch.data.id, params }, { token: admin })).code).toBe('00000');
    const stored = packArea().channels.find((c) => c.id === ch.data.id);
    expect(stored?.params.find((p) => p.usedBy === 'server')?.value).toBe('uc_0a7e3c9f5b1d2864');

    const retried = await call<TaskRow>('/onlinepack/task/retry', { id: uc?.id }, { token: admin });
    expect(retried.data).toMatchObject({ status: 'queued', attempt: 2 });
    tick(30);
    const after = await getTask(uc?.id ?? 0);
    expect(after).toMatchObject({ status: 'succeeded', attempt: 2 });
    const log1 = await call<{ lines: Array<{ attempt: number; text: string }> }>(
      '/onlinepack/task/log',
      { id: uc?.id, attempt: 1 },
      { token: admin },
    );
    expect(log1.data.lines.some((l) => l.text.includes('缺少必填参数 appKey'))).toBe(true);

    // download carries the channel id; the session may come from ?satoken=
    const ok = page.data.list.find((t) => t.status === 'succeeded');
    const dl = await raw('/onlinepack/task/output', {}, { method: 'GET', query: { id: String(ok?.id), satoken: admin } });
    expect(dl.binary).not.toBeNull();
    expect(dl.answer.headers['content-disposition']).toContain(ok?.outputName ?? '?');
    expect(ok?.outputName).toMatch(/^xhcs_[a-z]+_1\.9\.0\.apk$/);
    const json = readChannelJson(unpack(new Uint8Array(dl.binary ?? Buffer.alloc(0))));
    expect(json).toMatchObject({ channelId: ok?.channelId });
    // someone who may not use the task's game gets nothing, whatever X-Game-Id they send
    const ops = await login('ops');
    const opsPerson = getStore().people.find((p) => p.account === 'ops');
    if (!opsPerson) throw new Error('no seeded ops');
    const taskGame = packArea().farm.task(ok?.id ?? 0)?.gameId;
    opsPerson.gameIds = opsPerson.gameIds.filter((g) => g !== taskGame);
    const stranger = await raw('/onlinepack/task/output', {}, { method: 'GET', game: taskGame, query: { id: String(ok?.id), satoken: ops } });
    expect(stranger.binary).toBeNull();

    // cancelling a finished task is refused with a message
    const cancel = await call('/onlinepack/task/cancel', { id: ok?.id }, { token: admin });
    expect(cancel.code).toBe(409);
    expect(cancel.msg).toBe('任务已成功，不能取消（只有排队中或运行中的任务可以取消）');

    // self-check of the output
    const run = await call<{ id: number; pass: boolean }>('/onlinepack/checkTask/run', { taskId: ok?.id }, { token: admin });
    expect(run.code).toBe(0);
    expect(run.data.pass).toBe(true);
    const detail = await call<{ results: Array<{ code: string; pass: boolean }>; params: { channelId: number } }>(
      '/onlinepack/checkTask/get',
      { id: run.data.id },
      { token: admin },
    );
    expect(detail.data.results.map((r) => r.code)).toContain('CHANNEL_ID');
    expect(detail.data.params.channelId).toBe(ok?.channelId);
  });

  it('cancels a queued task and refuses a retry of a running one', async () => {
    const { taskIds } = await newBatch(['oppo', 'vivo', 'yyb', 'bilibili']);
    tick(1);
    const running = await getTask(taskIds[0]);
    const queued = await getTask(taskIds[3]);
    expect(running.status).toBe('running');
    expect(queued.status).toBe('queued');
    expect((await call('/onlinepack/task/cancel', { id: queued.id }, { token: admin })).code).toBe(0);
    const retry = await call('/onlinepack/task/retry', { id: running.id }, { token: admin, lang: 'en-US' });
    expect(retry.code).toBe(409);
    expect(retry.msg).toContain('cannot be retried');
  });

  it('refuses a batch on a base package that is not approved', async () => {
    const area = packArea();
    const pending = area.basePackages.find((b) => b.gameId === 1 && b.status === 'pending');
    const r = await call('/onlinepack/task/createBatch', { basePackageId: pending?.id, channelIds: [1], sdkVersionId: 3, signKeyId: 1 }, { token: admin });
    expect(r.code).toBe(409);
  });
});

describe('self-check enrolment', () => {
  it('enrols the game of X-Game-Id (or scopeGameId) and filters by filterGameId, never by a body gameId', async () => {
    const area = packArea();
    const channels = area.channels
      .filter((c) => !area.joinups.some((j) => j.gameId === 2 && j.channelId === c.id))
      .slice(0, 2)
      .map((c) => c.id);
    expect(channels).toHaveLength(2);
    const added = await call<{ ids: number[] }>('/api/check/joinup/add', { channelIds: channels }, { token: admin, game: 2 });
    expect(added.code).toBe('00000');
    expect(added.data.ids).toHaveLength(2);
    const free3 = area.channels.find((c) => !area.joinups.some((j) => j.gameId === 3 && j.channelId === c.id))!.id;
    const other = await call<{ ids: number[] }>('/api/check/joinup/add', { scopeGameId: 3, channelIds: [free3] }, { token: admin, game: 2 });
    expect(other.code).toBe('00000');
    const page = await call<{ list: Array<{ gameId: number }>; total: number }>(
      '/api/check/joinup/page',
      { pageNum: 1, pageSize: 100, filterGameId: 2 },
      { token: admin },
    );
    expect(page.data.list.length).toBeGreaterThanOrEqual(2);
    expect(page.data.list.every((j) => j.gameId === 2)).toBe(true);
    const again = await call('/api/check/joinup/add', { channelIds: channels }, { token: admin, game: 2 });
    expect(again.code).toBe('A0403');
  });
});

describe('check items', () => {
  it('reads one item with its parameters, and answers A0402 for an unknown id', async () => {
    const first = packArea().checkItems[0];
    const one = await call<{ id: number; code: string; params: unknown[] }>('/api/check/configuration/get', { id: first.id }, { token: admin });
    expect(one.code).toBe('00000');
    expect(one.data.code).toBe(first.code);
    expect(one.data.params).toHaveLength(first.params.length);
    const none = await call('/api/check/configuration/get', { id: 999999 }, { token: admin });
    expect(none.code).toBe('A0402');
  });
});

describe('machines', () => {
  it('a machine set offline hands its running task back to the queue; nothing is lost', async () => {
    const { taskIds } = await newBatch(['huawei']);
    tick(3);
    const t = await getTask(taskIds[0]);
    const machineId = packArea().farm.task(t.id)?.machineId ?? 0;
    // the task is on a machine when that machine goes offline
    expect(t.status).toBe('running');
    expect(machineId).toBeGreaterThan(0);
    expect((await call('/onlinepack/machine/setOffline', { id: machineId }, { token: admin })).code).toBe(0);
    const area = packArea();
    area.farm.tick(now() + 10_000);
    const m = await call<{ list: Array<{ id: number; status: string }> }>('/onlinepack/machine/page', { pageNum: 1, pageSize: 10 }, { token: admin });
    expect(m.data.list.find((x) => x.id === machineId)?.status).toBe('offline');
    const moved = area.farm.task(t.id);
    expect(moved).toBeDefined();
    expect(moved?.machineId).not.toBe(machineId);
    for (let i = 0; i < 40; i += 1) area.farm.tick(now() + 11_000 + i * 500);
    expect((await getTask(t.id)).status).toBe('succeeded');
  });
});

describe('statistics and large farms', () => {
  it('answers per-day counts, success rate, durations per channel and failure steps', async () => {
    const DAY = 86_400_000;
    const s = await call<{ perDay: unknown[]; successRate: number; durationByChannel: Array<{ channelName: string }>; topFailureSteps: Array<{ step: string }> }>(
      '/onlinepack/statistics',
      { startTime: BASE_EPOCH - 14 * DAY, endTime: BASE_EPOCH - 1 },
      { token: admin },
    );
    expect(s.code).toBe(0);
    expect(s.data.perDay).toHaveLength(14);
    expect(s.data.successRate).toBeGreaterThan(0.5);
    expect(s.data.durationByChannel[0].channelName).toBeTruthy();
    expect(s.data.topFailureSteps[0].step).toBe('writeParams');
    const bad = await call('/onlinepack/statistics', { startTime: 2 * DAY, endTime: DAY }, { token: admin });
    expect(bad.code).toBe(400);
  });

  it('pages 10,000 tasks on the backend', async () => {
    const seeded = await call<{ total: number }>('/onlinepack/__seedMany', { count: 10_000 }, { token: admin });
    expect(seeded.code).toBe(0);
    const p = await call<{ list: TaskRow[]; total: number }>(
      '/onlinepack/task/page',
      { pageNum: 37, pageSize: 20, status: 'failed' },
      { token: admin },
    );
    expect(p.data.list).toHaveLength(20);
    expect(p.data.total).toBeGreaterThan(500);
    expect(p.data.list.every((t) => t.status === 'failed')).toBe(true);
  });
});

describe('the timer', () => {
  it('advances the farm by itself while not paused', async () => {
    const { taskIds } = await newBatch(['huawei']);
    packArea().control.paused = false;
    startFarmTimer();
    await new Promise((r) => setTimeout(r, 1300));
    stopFarmTimer();
    expect(packArea().control.ticks).toBeGreaterThanOrEqual(2);
    expect((await getTask(taskIds[0])).status).toBe('running');
  });
});
