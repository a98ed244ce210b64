// @vitest-environment node
import { strToU8 } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { setUploadLimit } from '../core/parsers';
import { getStore } from '../core/store';
import { packArea, makePng, makeSampleBasePackage, readChannelJson, unpack } from './index';
import {
  admin,
  call,
  getTask,
  login,
  newBatch,
  raw,
  signed,
  tick,
  upload,
  usePackServer,
  type TaskRow,
} from './testSupport';

/** Base packages (signed uploads, review) and packaging batches, over real HTTP. */
usePackServer();

describe('base package upload (signed multipart form)', () => {
  const apk = () =>
    makeSampleBasePackage({ packageName: 'com.xinghai.legend', versionCode: 200, versionName: '2.0.0', targetSdk: 34 });

  it('accepts a signed form with package, icon and keystore; reads the manifest; pending review', async () => {
    const r = await call<{
      id: number;
      status: string;
      versionCode: number;
      packageName: string;
      icon: string;
      signKeyId: number;
    }>('/onlinepack/basePackage/upload', signed({ version: '2.0.0', platform: 'Android', notes: '测试' }, admin), {
      token: admin,
      files: [
        upload('file', 'xhcs_2.0.0.apk', apk()),
        upload('iconFile', 'icon.png', makePng(8, 8, [1, 2, 3])),
        upload('signFile', 'release.keystore', strToU8('keystore')),
      ],
    });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ status: 'pending', versionCode: 200, packageName: 'com.xinghai.legend' });
    expect(r.data.icon).toMatch(/^data:image\/png;base64,/);
    expect(r.data.signKeyId).toBeGreaterThan(0);
  });

  it('refuses a wrong signature (A0340 → 400)', async () => {
    const body = { ...signed({ version: '2.0.0', platform: 'Android' }, admin), version: '2.0.1' };
    const r = await call('/onlinepack/basePackage/upload', body, {
      token: admin,
      files: [upload('file', 'a.apk', apk())],
    });
    expect(r.code).toBe(400);
    expect(r.msg).toContain('签名');
  });

  afterEach(() => setUploadLimit(null));

  it('refuses files over the upload limit and files that are not zip archives, saying why', async () => {
    // a real body cannot be 800 MB here: the limit is lowered to 64 KB and the file sent is one byte over it
    setUploadLimit(64 * 1024);
    const big = await call('/onlinepack/basePackage/upload', signed({ version: '2.0.0', platform: 'Android' }, admin), {
      token: admin,
      files: [upload('file', 'huge.apk', new Uint8Array(64 * 1024 + 1))],
    });
    setUploadLimit(null);
    expect(big.code).toBe(400);
    expect(big.msg).toBe('文件 file 超过 0.06 MB 上限');
    const text = await call(
      '/onlinepack/basePackage/upload',
      signed({ version: '2.0.0', platform: 'Android', notes: 'b' }, admin),
      {
        token: admin,
        lang: 'en-US',
        files: [upload('file', 'notes.txt', strToU8('hello'))],
      },
    );
    expect(text.code).toBe(400);
    expect(text.msg).toContain('is not a zip archive');
    const none = await call(
      '/onlinepack/basePackage/upload',
      signed({ version: '2.0.0', platform: 'Android', notes: 'c' }, admin),
      {
        token: admin,
      },
    );
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
    const ch = await call<{
      id: number;
      recordVersion: number;
      params: Array<{ key: string; value: string; usedBy: string }>;
    }>('/api/sdk/channel/get', { id: uc?.channelId }, { token: admin });
    const secret = ch.data.params.find((p) => p.usedBy === 'server');
    expect(secret?.value).toContain('****');
    const params = ch.data.params.map((p) => (p.key === 'appKey' ? { ...p, value: 'uc-key-1' } : p));
    expect(
      (
        await call(
          '/api/sdk/channel/edit',
          { id: ch.data.id, params, baseVersion: ch.data.recordVersion },
          { token: admin },
        )
      ).code,
    ).toBe('00000');
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
    const dl = await raw(
      '/onlinepack/task/output',
      {},
      { method: 'GET', query: { id: String(ok?.id), satoken: admin } },
    );
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
    const stranger = await raw(
      '/onlinepack/task/output',
      {},
      { method: 'GET', game: taskGame, query: { id: String(ok?.id), satoken: ops } },
    );
    expect(stranger.binary).toBeNull();

    // cancelling a finished task is refused with a message
    const cancel = await call('/onlinepack/task/cancel', { id: ok?.id }, { token: admin });
    expect(cancel.code).toBe(409);
    expect(cancel.msg).toBe('任务已成功，不能取消（只有排队中或运行中的任务可以取消）');

    // self-check of the output
    const run = await call<{ id: number; pass: boolean }>(
      '/onlinepack/checkTask/run',
      { taskId: ok?.id },
      { token: admin },
    );
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
    const r = await call(
      '/onlinepack/task/createBatch',
      { basePackageId: pending?.id, channelIds: [1], sdkVersionId: 3, signKeyId: 1 },
      { token: admin },
    );
    expect(r.code).toBe(409);
  });
});
