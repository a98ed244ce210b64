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

  it('come from the change’s own call, else from another call of the same record, else are empty', () => {
    const edit = { path: '/api/mng/payConfig/edit', record: { kind: 'payConfig' } };
    expect(fieldLabel(edit, 'merchantId')).toBe('商户号');
    expect(fieldLabel(edit, 'privateKey')).toBe('私钥');
    expect(fieldLabel({ path: '/api/operate/stopConfig/add', record: null }, 'scopes')).toBe('封禁范围');
    expect(fieldLabel({ path: '/api/special/antiAddiction/edit', record: null }, 'mode')).toBe('规则来源');
    // a delete sends only the id: the record's fields are named by its edit
    expect(fieldLabel({ path: '/api/mng/payConfig/delete', record: { kind: 'payConfig' } }, 'notifyUrl')).toBe(
      '通知地址',
    );
    expect(fieldLabel({ path: '/api/mng/payConfig/delete', record: null }, 'notifyUrl')).toBe('');
    expect(fieldLabel(edit, 'recordVersion')).toBe('');
  });
});
