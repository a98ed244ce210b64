import { duplicateParamKeys, listParamOf, paramProblem, splitList, toAddPayload, toParams } from './items';

describe('check item parameters', () => {
  it('splits lists on commas (both widths) and blanks', () => {
    expect(splitList('a, b，c  d,,')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitList(undefined)).toEqual([]);
  });

  it('checks numeric parameters, lists and leaves free text alone', () => {
    expect(paramProblem('minTargetSdk', '31')).toBeNull();
    expect(paramProblem('minTargetSdk', '31.5')).toBe('pages.check.param.value.integer');
    expect(paramProblem('minTargetSdk', 'abc')).toBe('pages.check.param.value.number');
    expect(paramProblem('minTargetSdk', '0')).toBe('pages.check.param.value.range');
    expect(paramProblem('maxChangePercent', '12.5')).toBeNull();
    expect(paramProblem('maxChangePercent', '-1')).toBe('pages.check.param.value.range');
    expect(paramProblem('required', ' , ')).toBe('pages.check.param.value.list');
    expect(paramProblem('required', 'arm64-v8a')).toBeNull();
    // an empty ban list means "ban nothing"
    expect(paramProblem('banned', '')).toBeNull();
    expect(paramProblem('anything', '')).toBeNull();
  });

  it('finds duplicate keys and builds the save payload', () => {
    expect(duplicateParamKeys([{ key: 'a' }, { key: ' a' }, { key: 'b' }])).toEqual(['a']);
    expect(
      toParams([{ key: ' required ', name: '', value: ' arm64-v8a ' }, { key: '', value: 'x' }, undefined]),
    ).toEqual([{ key: 'required', name: 'required', value: 'arm64-v8a' }]);
  });
});

describe('toAddPayload', () => {
  it('puts the targets in the kind’s list parameter', () => {
    expect(listParamOf('ENTRY_PRESENT')).toBe('paths');
    const p = toAddPayload(
      {
        code: ' PRIVACY ',
        kind: 'ENTRY_PRESENT',
        name: '隐私',
        category: '合规',
        severity: 'warning',
        targets: 'assets/privacy.html，assets/a.txt',
      },
      '文件',
    );
    expect(p).toEqual({
      code: 'PRIVACY',
      kind: 'ENTRY_PRESENT',
      name: '隐私',
      category: '合规',
      rule: '',
      severity: 'warning',
      enabled: true,
      params: [{ key: 'paths', name: '文件', value: 'assets/privacy.html,assets/a.txt' }],
    });
    expect(toAddPayload({ code: 'X1', targets: 'appKey' }, 'k').params).toEqual([
      { key: 'keys', name: 'k', value: 'appKey' },
    ]);
  });
});
