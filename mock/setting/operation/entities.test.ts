import { describe, expect, it } from 'vitest';
import { usccCheckChar } from '../../../src/contract/setting/operationRules';
import auth from '../../auth';
import setting from '../../setting';
import { areaTestBed } from '../../core/testServer';

const bed = areaTestBed([auth, setting]);
const call = <T = unknown>(path: string, body: unknown, o: { lang?: string; token?: string } = {}) =>
  bed.call<T>(path, body, { token: o.token ?? bed.admin, lang: o.lang });

interface Row {
  id: number;
  shortName: string;
  contactPhone: string;
  licenceNo: string;
  region: string;
  status: number;
  protocolCount: number;
}
interface Page {
  list: Row[];
  total: number;
}

const LICENCE = `91110108MA00000${'01'}`;
const valid = {
  company: '北风游戏（北京）有限公司',
  shortName: '北风游戏',
  region: 'domestic',
  licenceNo: `${LICENCE}${usccCheckChar(LICENCE)}`,
  contactName: '王芳',
  contactPhone: '13911112222',
  contactEmail: 'legal@beifeng.example.cn',
};

describe('operating entities over HTTP', () => {
  it('creates, lists masked, edits keeping the masked phone, and logs before/after masked', async () => {
    const add = await call<{ id: number }>('/api/setting/operation/add', valid);
    expect(add.json.code).toBe('00000');
    const id = add.json.data.id;
    expect(bed.lastLog()).toMatchObject({ module: 'operationEntity', action: 'add', result: 'success', before: null });
    expect(JSON.stringify(bed.lastLog().after)).not.toContain('13911112222');

    const page = await call<Page>('/api/setting/operation/page', { pageNum: 1, pageSize: 10, keyword: '北风' });
    expect(page.json.data.total).toBe(1);
    expect(page.json.data.list[0]).toMatchObject({ id, contactPhone: '139****2222', status: 1 });
    expect(page.text).not.toContain('13911112222');

    // the masked phone sent back keeps the stored number; a new e-mail is taken
    const edit = await call('/api/setting/operation/edit', {
      id,
      baseVersion: 1,
      ...valid,
      contactPhone: '139****2222',
      contactEmail: 'dpo@beifeng.example.cn',
    });
    expect(edit.json.code).toBe('00000');
    const log = bed.lastLog();
    expect(log).toMatchObject({ module: 'operationEntity', action: 'edit' });
    expect(log.before).toMatchObject({ contactEmail: valid.contactEmail, contactPhone: '139****2222' });
    expect(log.after).toMatchObject({ contactEmail: 'dpo@beifeng.example.cn', contactPhone: '139****2222' });
    const again = await call('/api/setting/operation/edit', {
      id,
      ...valid,
      contactPhone: '13700001111',
      baseVersion: 2,
    });
    expect(again.json.code).toBe('00000');
    const got = await call<Row>('/api/setting/operation/get', { id });
    expect(got.json.data.contactPhone).toBe('137****1111');

    expect((await call('/api/setting/operation/delete', { id })).json.code).toBe('00000');
    expect(bed.lastLog()).toMatchObject({ action: 'delete', after: null });
    expect((await call('/api/setting/operation/get', { id })).json.code).toBe('A0402');
  });

  it('refuses a short name in use (any case), naming the entity that holds it', async () => {
    const r = await call('/api/setting/operation/add', { ...valid, shortName: 'starriver' }, { lang: 'en-US' });
    expect(r.json.code).toBe('A0403');
    expect(r.json.tips).toBe('The short name Starriver is already used by entity #3');
    expect(bed.lastLog()).toMatchObject({ module: 'operationEntity', action: 'add', result: 'failure' });
  });

  it('checks the licence by region: a mainland code with its check character, elsewhere a registration number', async () => {
    const wrongCheck = `${LICENCE}${usccCheckChar(LICENCE) === '0' ? '1' : '0'}`;
    const bad = await call('/api/setting/operation/add', { ...valid, licenceNo: wrongCheck });
    expect(bad.json).toMatchObject({ code: 'A0400', tips: '参数错误：licenceNo 统一社会信用代码校验位不正确' });
    const format = await call(
      '/api/setting/operation/add',
      { ...valid, licenceNo: '9111O108MA0000001X' },
      { lang: 'pt-BR' },
    );
    expect(format.json.code).toBe('A0400');
    expect(format.json.tips).toContain('licenceNo');
    expect(format.json.tips).toContain('18');
    const overseas = await call('/api/setting/operation/add', {
      ...valid,
      shortName: 'NorthWind',
      region: 'overseas',
      licenceNo: 'sg-2019-7788',
      contactPhone: '+6590001111',
    });
    expect(overseas.json.code).toBe('00000');
    const got = await call<Row>('/api/setting/operation/get', { id: (overseas.json.data as { id: number }).id });
    // stored in capitals
    expect(got.json.data.licenceNo).toBe('SG-2019-7788');
  });

  it('validates phone, e-mail, short name and required fields with messages in the operator’s language', async () => {
    const phone = await call('/api/setting/operation/add', { ...valid, contactPhone: '12345678' }, { lang: 'en-US' });
    expect(phone.json.tips).toBe(
      'Invalid parameter: contactPhone must be a mainland mobile number or +country code and number',
    );
    const mail = await call(
      '/api/setting/operation/add',
      { ...valid, contactEmail: 'not-an-email' },
      { lang: 'zh-TW' },
    );
    expect(mail.json.tips).toBe('參數錯誤：contactEmail 不是有效的電子郵件地址');
    const short = await call('/api/setting/operation/add', { ...valid, shortName: 'a b' });
    expect(short.json.code).toBe('A0400');
    const missing = await call('/api/setting/operation/add', { ...valid, company: undefined });
    expect(missing.json.code).toBe('A0400');
    expect(missing.json.tips).toContain('company');
    const region = await call('/api/setting/operation/add', { ...valid, region: 'mars' });
    expect(region.json.code).toBe('A0400');
  });

  it('refuses deleting an entity that has protocols or signatures', async () => {
    const r = await call('/api/setting/operation/delete', { id: 1 });
    expect(r.json.code).toBe('A0403');
    expect(r.json.tips).toContain('请停用');
  });

  it('is admin’s: ops, cs, finance and viewer are refused by the backend (A0301)', async () => {
    for (const account of ['ops', 'huangmin', 'hefeng', 'viewer']) {
      const token = await bed.login(account);
      const page = await call('/api/setting/operation/page', { pageNum: 1, pageSize: 10 }, { token });
      expect(page.json.code).toBe('A0301');
      const add = await call('/api/setting/operation/add', valid, { token });
      expect(add.json.code).toBe('A0301');
    }
    const none = await bed.call('/api/setting/operation/page', { pageNum: 1, pageSize: 10 });
    expect(none.json.code).toBe('A0230');
  });
});
