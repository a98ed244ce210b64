import { ALIAS_RULE, ICON_RULE, toForm, toPayload } from './gameForm';

describe('parent-game form values', () => {
  it('trims, maps the switch to a status and leaves an empty icon out', () => {
    expect(
      toPayload({ name: ' 龙族 ', alias: 'lz', region: 'overseas', entity: ' 主体 ', icon: ' ', status: false }),
    ).toEqual({ name: '龙族', alias: 'lz', region: 'overseas', entity: '主体', status: 0 });
    expect(
      toPayload({ name: 'a', alias: 'ab', region: 'domestic', icon: 'https://x/y.png', status: true }),
    ).toMatchObject({ icon: 'https://x/y.png', status: 1 });
  });

  it('shows an https icon for editing but not a drawn data URI', () => {
    const row = {
      id: 1,
      name: 'n',
      alias: 'al',
      region: 'domestic' as const,
      status: 1 as const,
      childGameCount: 0,
      icon: 'data:image/svg+xml;charset=utf-8,x',
      entity: '',
      project: '',
      created: 0,
      recordVersion: 1,
      savedBy: '',
      savedAt: 0,
    };
    expect(toForm(row).icon).toBe('');
    expect(toForm({ ...row, icon: 'https://cdn/x.png' }).icon).toBe('https://cdn/x.png');
  });

  it('checks aliases and icons as the backend does', () => {
    expect(ALIAS_RULE.test('cosmic_raiders')).toBe(true);
    expect(ALIAS_RULE.test('Cosmic')).toBe(false);
    expect(ALIAS_RULE.test('a')).toBe(false);
    expect(ICON_RULE.test('https://cdn.example.com/i.png')).toBe(true);
    expect(ICON_RULE.test('javascript:alert(1)')).toBe(false);
  });
});
