import {
  blankParam,
  duplicateKeys,
  isBlankRow,
  missingValues,
  PARAM_KEY_PATTERN,
  toChannelPayload,
  toParams,
} from './params';

describe('channel parameter rows', () => {
  it('treats an untouched added row as blank and drops it on save', () => {
    expect(isBlankRow(blankParam())).toBe(true);
    expect(isBlankRow({ key: ' ', name: '', value: '  ' })).toBe(true);
    expect(isBlankRow({ key: 'appId' })).toBe(false);
    expect(isBlankRow(undefined)).toBe(true);
    expect(
      toParams([blankParam(), { key: ' appId ', name: ' AppID ', required: true, usedBy: 'client', value: ' 42 ' }]),
    ).toEqual([{ key: 'appId', name: 'AppID', required: true, usedBy: 'client', value: '42' }]);
  });

  it('finds keys used twice (trimmed, case-sensitive)', () => {
    expect(duplicateKeys([{ key: 'appId' }, { key: 'appId ' }, { key: 'AppId' }, { key: '' }, { key: '' }])).toEqual([
      'appId',
    ]);
    expect(duplicateKeys([{ key: 'a' }, { key: 'b' }])).toEqual([]);
  });

  it('flags required client/build parameters without a value, not server ones or optional ones', () => {
    const rows = [
      { key: 'appId', required: true, usedBy: 'client' as const, value: '1' },
      { key: 'appKey', required: true, usedBy: 'client' as const, value: '  ' },
      { key: 'cpId', required: true, usedBy: 'build' as const, value: '' },
      { key: 'secret', required: true, usedBy: 'server' as const, value: '' },
      { key: 'opt', required: false, usedBy: 'client' as const, value: '' },
      blankParam(),
    ];
    expect(missingValues(rows)).toEqual(['appKey', 'cpId']);
  });

  it('accepts the backend key pattern only', () => {
    expect(PARAM_KEY_PATTERN.test('app.key-1_x')).toBe(true);
    expect(PARAM_KEY_PATTERN.test('1appKey')).toBe(false);
    expect(PARAM_KEY_PATTERN.test('app key')).toBe(false);
  });
});

describe('toChannelPayload', () => {
  it('trims, maps the status switch to 1/0 and keeps masked server values as sent', () => {
    const payload = toChannelPayload({
      name: ' 九游 ',
      code: 'uc',
      loginVerifyUrl: ' https://a.example/login ',
      status: false,
      params: [{ key: 'secretKey', name: '密钥', required: true, usedBy: 'server', value: 'uc_****864' }],
    });
    expect(payload).toEqual({
      name: '九游',
      code: 'uc',
      appMarketId: null,
      loginVerifyUrl: 'https://a.example/login',
      payCallbackUrl: '',
      status: '0',
      params: [{ key: 'secretKey', name: '密钥', required: true, usedBy: 'server', value: 'uc_****864' }],
    });
    expect(toChannelPayload({ name: 'a', code: 'ab' }).status).toBe('1');
  });
});
