// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS templates write placeholders as ${name}
import { describe, expect, it } from 'vitest';
import auth from '../../auth';
import operate from '../../operate';
import { areaTestBed } from '../../core/testServer';

/** SMS scenes (/api/operate/messageConfig) over real HTTP: template checks, caps, one per scene, access, the log. */
const bed = areaTestBed([auth, operate]);
const { call, lastLog } = bed;

const GAME = 1;
/** A scene the seed leaves free for game 1. */
const unbind = {
  scene: 'unbind',
  provider: 'aliyun',
  signature: '星辰游戏',
  template: '您正在解绑尾号{phoneTail}的手机，验证码${code}，{minutes}分钟内有效。',
  dailyPerPhone: 5,
  dailyPerGame: 1000,
  status: 1,
};
const admin = (o: { lang?: string } = {}) => ({ token: bed.admin, gameId: GAME, ...o });
const add = (body: Record<string, unknown>, o = admin()) =>
  call<{ id: number }>('/api/operate/messageConfig/add', body, o);

describe('SMS scenes', () => {
  it('saves a valid scene and logs it with its after state', async () => {
    const r = await add(unbind);
    expect(r.json?.code).toBe('00000');
    expect(lastLog()).toMatchObject({ module: 'messageConfig', action: 'add', result: 'success' });
    expect(lastLog().after).toMatchObject({ scene: 'unbind', template: unbind.template });
  });

  it('refuses a placeholder the scene does not allow, naming it and the allowed ones', async () => {
    const r = await add({ ...unbind, template: '账号{account}解绑验证码${code}' });
    expect(r.json?.code).toBe('A0400');
    expect(r.json?.tips).toBe(
      '参数错误：template 模板中的占位符 account 不是场景 unbind 可用的（可用：code, minutes, game, phoneTail）',
    );
    const en = await add({ ...unbind, template: '{account} ${code}' }, admin({ lang: 'en-US' }));
    expect(en.json?.tips).toMatch(/placeholder account is not available in the scene unbind/);
    expect(lastLog()).toMatchObject({ action: 'add', result: 'failure' });
  });

  it.each<[string, string, string]>([
    ['unbalanced braces', '验证码${code', '第 5 个字符处的花括号不配对'],
    ['a stray closing brace', '验证码 code}', '第 9 个字符处的花括号不配对'],
    ['no code', '欢迎回来{game}', '须包含验证码占位符 ${code}'],
    ['a malformed name', '${code} {1x}', '占位符 {1x} 名称不正确'],
  ])('refuses a template with %s', async (_, template, tips) => {
    const r = await add({ ...unbind, template });
    expect(r.json?.code).toBe('A0400');
    expect(r.json?.tips).toContain(tips);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    [
      'a per-phone cap above the per-game cap',
      { dailyPerPhone: 11, dailyPerGame: 10 },
      /dailyPerPhone 每个手机号每日上限 11/,
    ],
    ['a zero cap', { dailyPerPhone: 0 }, /dailyPerPhone/],
    ['a fractional cap', { dailyPerGame: 10.5 }, /dailyPerGame/],
    ['a signature in brackets', { signature: '【星辰】' }, /signature/],
    ['an unknown provider', { provider: 'nope' }, /provider/],
  ])('refuses %s', async (_, over, tips) => {
    const r = await add({ ...unbind, ...over });
    expect(r.json?.code).toBe('A0400');
    expect(r.json?.tips).toMatch(tips);
  });

  it('keeps one configuration per scene and game', async () => {
    const taken = await add({ ...unbind, scene: 'login', template: '登录验证码${code}' });
    expect(taken.json?.code).toBe('A0403');
    expect(taken.json?.tips).toContain('#1');
    expect((await add(unbind, { token: bed.admin, gameId: 3 })).json?.code).toBe('00000');
  });

  it('edits with before and after, and deletes', async () => {
    const edit = await call(
      '/api/operate/messageConfig/edit',
      { ...unbind, id: 1, scene: 'login', template: '登录码${code}（{minutes}分钟）', baseVersion: 1 },
      admin(),
    );
    expect(edit.json?.code).toBe('00000');
    expect(lastLog()).toMatchObject({ action: 'edit', before: { template: expect.stringContaining('登录验证码') } });
    expect(lastLog().after).toMatchObject({ template: '登录码${code}（{minutes}分钟）' });
    expect((await call('/api/operate/messageConfig/delete', { id: 1 }, admin())).json?.code).toBe('00000');
    expect(lastLog()).toMatchObject({ action: 'delete', before: { id: 1 } });
  });

  it('ops runs it; viewer is refused', async () => {
    const ops = await bed.login('ops');
    expect((await add(unbind, { token: ops, gameId: GAME })).json?.code).toBe('00000');
    const viewer = await bed.login('viewer');
    const o = { token: viewer, gameId: GAME };
    expect((await call('/api/operate/messageConfig/page', { pageNum: 1, pageSize: 10 }, o)).json?.code).toBe('A0301');
    expect((await add({ ...unbind, scene: 'reset' }, o)).json?.code).toBe('A0301');
  });
});
