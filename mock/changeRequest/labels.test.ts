import { describe, expect, it } from 'vitest';
import { fieldLabel, nameOf } from './labels';

/** A change request's difference names each field as the contract's description does (docs/rules.md "Change requests"). */
describe('change request field labels', () => {
  it('take a description’s leading words, before its explanation', () => {
    expect(nameOf('商户号')).toBe('商户号');
    expect(nameOf('费率，整数基点（0–10000）')).toBe('费率');
    expect(nameOf('支付方式：不可修改，与记录不同时拒绝 A0403')).toBe('支付方式');
    expect(nameOf('私钥（新增时按支付方式必填）')).toBe('私钥');
    expect(nameOf('')).toBe('');
  });

  it('are the contract’s names, in the caller’s language', () => {
    const edit = { path: '/api/mng/payConfig/edit', record: { kind: 'payConfig' } };
    expect(fieldLabel(edit, 'merchantId', 'zh-CN')).toBe('商户号');
    expect(fieldLabel(edit, 'merchantId', 'en-US')).toBe('Merchant id');
    expect(fieldLabel(edit, 'merchantId', 'pt-BR')).toBe('ID do comerciante');
    expect(fieldLabel(edit, 'merchantId', 'zh-TW')).toBe('商戶號');
    // a name its description's words would get wrong
    expect(fieldLabel({ path: '/api/operate/updateConfig/edit', record: null }, 'force', 'zh-CN')).toBe('更新方式');
    // a delete's difference lists the record's own fields
    expect(fieldLabel({ path: '/api/mng/payConfig/delete', record: null }, 'recordVersion', 'en-US')).toBe('Version');
  });

  it('a field the contract does not name: its description’s words, from the change’s own call, else another call of the same record, else empty', () => {
    const user = { path: '/api/sys/user/add', record: null };
    expect(fieldLabel(user, 'account', 'en-US')).toBe('账号');
    const edit = { path: '/api/mng/person/edit', record: { kind: 'person' } };
    expect(fieldLabel(edit, 'nothingDescribed', 'zh-CN')).toBe('');
  });
});
