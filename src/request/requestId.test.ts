import { api, BizError } from './';
import { json, requestTestBed, stubFetch, type FetchArgs } from './testKit';
import { upload } from './upload';
import { newRequestId, withRequestId } from './requestId';

vi.mock('@@/core/plugin', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getPluginManager: () => ({ applyPlugins: ({ initialValue }: { initialValue: unknown }) => initialValue }),
}));

/** docs/rules.md "Request ids and versions": the request layer's part (the header, and codes a caller shows itself). */
const bed = requestTestBed();

describe('request ids', () => {
  it('are fresh, and what the backend takes (8–64 letters, digits, _ or -)', () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId));
    expect(ids.size).toBe(50);
    ids.forEach((id) => expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/));
  });

  it('are "r" and two hexadecimal digits per random byte, so two draws never write the same id', () => {
    // bytes 1, 17 and 17, 1 would both read "111" without the leading zero: two dialogs sharing one id
    const draw = (first: number[]) =>
      vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementationOnce((<T extends ArrayBufferView>(a: T) => {
        (a as unknown as Uint8Array).set(first);
        return a;
      }) as typeof globalThis.crypto.getRandomValues);
    draw([1, 17]);
    const a = newRequestId();
    draw([17, 1]);
    const b = newRequestId();
    expect(a).toBe(`r0111${'00'.repeat(10)}`);
    expect(b).toBe(`r1101${'00'.repeat(10)}`);
    vi.restoreAllMocks();
  });

  it('go in X-Request-Id, replacing a header of that name in any spelling; no id, no header', () => {
    expect(withRequestId({ satoken: 't', 'x-request-id': 'old' }, 'r-new-0001')).toEqual({
      satoken: 't',
      'X-Request-Id': 'r-new-0001',
    });
    // not even an X-Request-Id key left undefined: fetch would send the text "undefined"
    expect(withRequestId({ satoken: 't' }, undefined)).toStrictEqual({ satoken: 't' });
    expect(withRequestId({ satoken: 't' }, '')).toStrictEqual({ satoken: 't' });
  });

  it('api() sends the call’s requestId as X-Request-Id, and none when the call has none', async () => {
    const fetchMock = stubFetch(() => json({ code: '00000', data: null }));
    await api('/order/refund/apply', { orderNo: 'P1' }, { requestId: 'r-dialog-0001' });
    await api('/order/refund/page', { pageNum: 1 });
    const [[, first], [, second]] = fetchMock.mock.calls as FetchArgs[];
    expect(first.headers['X-Request-Id']).toBe('r-dialog-0001');
    expect(Object.keys(second.headers).map((k) => k.toLowerCase())).not.toContain('x-request-id');
  });

  it('upload() sends its requestId as X-Request-Id', async () => {
    const sent: Record<string, string> = {};
    class Xhr {
      upload = { onprogress: null };
      status = 200;
      responseText = JSON.stringify({ code: '00000', data: null });
      onload: (() => void) | null = null;
      withCredentials = false;
      open() {}
      setRequestHeader(k: string, v: string) {
        sent[k] = v;
      }
      send() {
        setTimeout(() => this.onload?.());
      }
      abort() {}
    }
    vi.stubGlobal('XMLHttpRequest', Xhr);
    await upload('/sdk/packageTool/upload', { version: '1.0' }, { requestId: 'r-upload-0001' });
    expect(sent['X-Request-Id']).toBe('r-upload-0001');
  });
});

describe('codes a caller shows itself (`handles`)', () => {
  it('a handled code rejects without the global notice; any other failure is shown once as usual', async () => {
    stubFetch(() => json({ code: 'A0409', tips: '张伟 已于 … 保存了这条记录', data: { recordVersion: 4 } }));
    const stale = await api('/mng/payConfig/edit', { id: 1 }, { handles: ['A0409'] }).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(BizError);
    expect((stale as BizError).envelope?.data).toEqual({ recordVersion: 4 });
    expect(bed.shown()).toBe(0);
    stubFetch(() => json({ code: 'A0400', tips: '参数错误：name 不能为空', data: null }));
    await expect(api('/mng/payConfig/edit', { id: 1 }, { handles: ['A0409'] })).rejects.toBeInstanceOf(BizError);
    expect(bed.spies.notError).toHaveBeenCalledWith({ message: '参数错误：name 不能为空', description: undefined });
    expect(bed.shown()).toBe(1);
  });
});
