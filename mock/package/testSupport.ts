import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import auth from '../auth';
import check from '../check';
import pack from '../package';
import sdk from '../sdk';
import { now } from '../core/clock';
import { computeSign } from '../core/signedForm';
import { reset } from '../core/store';
import { caller, startTestServer, type TestServer, withFreshRequestId } from '../core/testServer';
import { packArea } from './area';
import { stopFarmTimer } from './timer';

/**
 * The packaging tests' calls, over real HTTP through umi's parsers (JSON bodies, signed multipart forms with real
 * files, GET downloads): a server with the auth, check, package and sdk entries, a fresh store and a paused farm for
 * every test, and `admin` signed in.
 */
export interface Answer<T> {
  code: string | number;
  msg?: string;
  tips?: string;
  data: T;
}

export interface Upload {
  field: string;
  name: string;
  bytes: Uint8Array;
}

export interface CallOpts {
  token?: string;
  /** X-Game-Id, 1 unless given */
  game?: number;
  lang?: string;
  /** files of a multipart form; a body with a `sign` field is sent as a multipart form too */
  files?: Upload[];
  query?: Record<string, string>;
  method?: 'GET' | 'POST';
}

let server: TestServer | undefined;
/** The admin's session token, signed in before each test. */
export let admin = '';

/** Starts the server for the file's tests and prepares every test (call at the top of a test file). */
export function usePackServer(): void {
  beforeAll(async () => {
    stopFarmTimer();
    server = await startTestServer([auth, check, pack, sdk]);
  });
  afterAll(async () => {
    stopFarmTimer();
    await server?.close();
  });
  beforeEach(async () => {
    reset();
    admin = await login('admin');
    packArea().control.paused = true;
  });
}

function base(): string {
  if (!server) throw new Error('usePackServer() was not called');
  return server.url;
}

export const login = (account: string) => caller(base()).login(account);

export async function call<T = unknown>(path: string, body: unknown = {}, o: CallOpts = {}): Promise<Answer<T>> {
  const r = await raw(path, body, o);
  return r.answer.json as Answer<T>;
}

/** The answer (status, lower-case headers, JSON or null) and, for a file, its bytes. */
export async function raw(path: string, body: unknown, o: CallOpts) {
  const method = o.method ?? 'POST';
  const headers: Record<string, string> = { 'x-game-id': String(o.game ?? 1), 'accept-language': o.lang ?? 'zh-CN' };
  if (o.token) headers.satoken = o.token;
  let payload: string | FormData | undefined;
  const fields = (body ?? {}) as Record<string, string>;
  if (method === 'POST' && (o.files || 'sign' in fields)) {
    const form = new FormData();
    Object.keys(fields).forEach((k) => form.append(k, fields[k]));
    (o.files ?? []).forEach((f) => form.append(f.field, new Blob([f.bytes]), f.name));
    payload = form;
  } else if (method === 'POST') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(fields);
  }
  const query = o.query ? `?${new URLSearchParams(o.query)}` : '';
  const res = await fetch(`${base()}${path}${query}`, { method, headers: withFreshRequestId(headers), body: payload });
  const bytes = Buffer.from(await res.arrayBuffer());
  const isJson = (res.headers.get('content-type') || '').includes('json');
  const answer = {
    status: res.status,
    headers: Object.fromEntries(res.headers.entries()) as Record<string, string>,
    json: isJson ? (JSON.parse(bytes.toString('utf8')) as Answer<unknown>) : null,
  };
  return { answer, binary: isJson ? null : bytes };
}

export function upload(field: string, name: string, bytes: Uint8Array): Upload {
  return { field, name, bytes };
}

/** Form fields signed as the console signs them (timestamp and token added). */
export function signed(fields: Record<string, string>, token: string): Record<string, string> {
  const all = { ...fields, timestamp: String(Math.floor(now() / 1000)), token };
  return { ...all, sign: computeSign(all) };
}

/** Runs the farm `n` ticks of made-up time. */
export const tick = (n: number) => {
  const area = packArea();
  for (let i = 0; i < n; i += 1) area.farm.tick(now() + i * 500);
};

export interface TaskRow {
  id: number;
  status: string;
  step: string | null;
  failReason: string | null;
  attempt: number;
  channelId: number;
  outputUrl: string;
  outputName: string;
}

/** A batch on game 1's first approved base package, the general SDK and a sign key with its keystore. */
export async function newBatch(codes: string[]) {
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

export const getTask = async (id: number) =>
  (await call<{ task: TaskRow }>('/onlinepack/task/get', { id }, { token: admin })).data.task;
