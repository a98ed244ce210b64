import { diffLabels, diffRows } from './diff';

/** The approvals drawer's difference (docs/rules.md "Change requests in the console"). */
describe('a change request’s difference', () => {
  const diff = [
    { path: 'merchantId', label: '商户号', before: 'A', after: 'B', secret: false },
    { path: 'apiKey', label: 'API 密钥', secret: true },
    { path: 'extra', label: '', after: 1, secret: false },
  ];

  it('names each field as the contract does, else by the field itself', () => {
    expect(diffLabels(diff)).toEqual({ merchantId: '商户号', apiKey: 'API 密钥' });
  });

  it('shows a secret only as changed, never its values', () => {
    expect(diffRows(diff)).toEqual([
      { path: 'merchantId', op: 'changed', before: 'A', after: 'B' },
      { path: 'apiKey', op: 'changed', secret: true, changed: true },
      { path: 'extra', op: 'added', before: undefined, after: 1 },
    ]);
  });
});
