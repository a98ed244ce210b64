import { createHistory, history } from '@umijs/max';
import { message, notification } from 'antd';
import { browser } from '../utils/portal';

/**
 * What the request-layer tests share: a stubbed fetch (umi-request reads the global fetch at call time) and spies on
 * everything the operator could see or be sent to, so a test can say a failure showed exactly one thing.
 */
export type FetchArgs = [string, RequestInit & { headers: Record<string, string> }];

export const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export function stubFetch(reply: (url: string, init: FetchArgs[1]) => Response | Promise<Response>) {
  const fn = vi.fn((url: string, init: FetchArgs[1]) => Promise.resolve(reply(url, init)));
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** Rejects like the real fetch when the call's signal aborts; never answers otherwise. */
export function stubHangingFetch() {
  const fn = vi.fn(
    (_url: string, init: FetchArgs[1]) =>
      new Promise<Response>((_resolve, reject) => {
        const abort = () => reject(new DOMException('The user aborted a request.', 'AbortError'));
        if (init.signal?.aborted) abort();
        init.signal?.addEventListener('abort', abort);
      }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

const noop = () => undefined as never;
const makeSpies = () => ({
  msgError: vi.spyOn(message, 'error').mockImplementation(noop),
  msgWarning: vi.spyOn(message, 'warning').mockImplementation(noop),
  msgSuccess: vi.spyOn(message, 'success').mockImplementation(noop),
  msgInfo: vi.spyOn(message, 'info').mockImplementation(noop),
  notError: vi.spyOn(notification, 'error').mockImplementation(noop),
  notWarning: vi.spyOn(notification, 'warning').mockImplementation(noop),
  notInfo: vi.spyOn(notification, 'info').mockImplementation(noop),
  msgLoading: vi.spyOn(message, 'loading').mockImplementation(noop),
  msgOpen: vi.spyOn(message, 'open').mockImplementation(noop),
  notSuccess: vi.spyOn(notification, 'success').mockImplementation(noop),
  notOpen: vi.spyOn(notification, 'open').mockImplementation(noop),
  push: vi.spyOn(history, 'push'),
  assign: vi.spyOn(browser, 'assign').mockImplementation(() => {}),
});
export type Spies = ReturnType<typeof makeSpies>;

/**
 * Registers the per-test set-up (clean storage, zh-CN, fresh spies; stubs undone after) and gives the current
 * spies and `shown()`: how many things the operator saw or was sent to.
 */
export function requestTestBed() {
  const bed = { spies: undefined as unknown as Spies, shown: () => 0 };
  bed.shown = () => Object.values(bed.spies).reduce((n, spy) => n + spy.mock.calls.length, 0);
  beforeAll(() => {
    createHistory({ type: 'memory', initialEntries: ['/'] });
  });
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('umi_locale', 'zh-CN');
    bed.spies = makeSpies();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return bed;
}
