import Type from 'typebox';
import { GAME_HEADER, op, type Paths } from '../operation';
import { PLAYER_STATUSES, REAL_NAME_STATUSES } from '../players';
import { int, pageOf, pageQuery, str, time } from '../schema';
import { ACCOUNT_CHANNELS, LOGIN_RESULTS } from './values';
import { REASON } from '../field';

export { ACCOUNT_CHANNELS, LOGIN_RESULTS };

/**
 * SDK accounts (docs/rules.md "Players"), one set of endpoints per line, each under its own screen so a role granted
 * one screen reaches only that line: /operate/accountManagement (domestic: phone accounts of the store channels),
 * /operate/sdkAccountManagement (OG: phone accounts of the publisher's 'official' channel), /operate/sdkAccountOverseas
 * (overseas: e-mail accounts). Phone and e-mail are masked in every answer and export; revealing one asks a reason and
 * is logged without the value. Lock, unlock, password reset and phone unbind are logged with before/after (masked);
 * a reset's temporary password is answered once and never logged.
 */
export const ACCOUNT_LINES = ['domestic', 'og', 'overseas'] as const;
export type AccountLine = (typeof ACCOUNT_LINES)[number];
/** The screen (route path, also its authority key) of each line. */
export const ACCOUNT_SCREENS = {
  domestic: '/operate/accountManagement',
  og: '/operate/sdkAccountManagement',
  overseas: '/operate/sdkAccountOverseas',
} as const satisfies Record<AccountLine, string>;

/** The operation-log module of every line (the entry's target names the line). */
export const ACCOUNT_MODULE = 'sdkAccount';

const account = str('账号', { minLength: 1, maxLength: 64 });
const reason = str('原因', REASON);

const accountRow = Type.Object({
  uid: int('用户 uid'),
  account: str('账号'),
  contactType: Type.Enum(['phone', 'email', 'none'], { description: '注册方式：phone 手机，email 邮箱，none 已解绑' }),
  contact: str('手机号或邮箱（脱敏），空为无'),
  channel: str('注册渠道编码'),
  registeredAt: time('注册时间'),
  lastLoginAt: time('最后登录'),
  realName: Type.Enum(REAL_NAME_STATUSES, { description: '实名状态' }),
  status: Type.Enum(PLAYER_STATUSES, { description: '账号状态' }),
  passwordResetAt: time('最近一次重置密码的时间，0 为从未'),
});

const loginRow = Type.Object({
  time: time('登录时间'),
  ip: str('IP'),
  device: str('设备 id'),
  channel: str('渠道编码'),
  result: Type.Enum(LOGIN_RESULTS, { description: '结果：success 成功，wrongPassword 密码错误，locked 账号已锁定' }),
});

function lineOps(screen: string, line: AccountLine) {
  const common = { auth: 'grant' as const, screen, module: ACCOUNT_MODULE, headers: [GAME_HEADER] };
  const withReason = Type.Object({ account, reason });
  return {
    page: op({
      ...common,
      summary: `SDK 账号分页（${line} 线，当前游戏，按 uid）`,
      action: 'page',
      request: pageQuery({
        account: Type.Optional(str('账号（包含）', { maxLength: 64 })),
        uid: Type.Optional(int('uid（精确）')),
        contact: Type.Optional(str('手机号或邮箱（按明文精确匹配；回答仍脱敏）', { maxLength: 128 })),
        channel: Type.Optional(str('注册渠道编码', { maxLength: 32 })),
        status: Type.Optional(Type.Enum(PLAYER_STATUSES, { description: '账号状态' })),
        realName: Type.Optional(Type.Enum(REAL_NAME_STATUSES, { description: '实名状态' })),
        from: Type.Optional(time('注册时间起')),
        to: Type.Optional(time('注册时间止')),
      }),
      data: pageOf(accountRow),
    }),
    lock: op({
      creates: true,
      ...common,
      summary: '锁定账号（需原因；已锁定的 A0403）',
      action: 'lock',
      logged: true,
      request: withReason,
      data: accountRow,
    }),
    unlock: op({
      creates: true,
      ...common,
      summary: '解锁账号（需原因；未锁定的 A0403）',
      action: 'unlock',
      logged: true,
      request: withReason,
      data: accountRow,
    }),
    resetPassword: op({
      creates: true,
      ...common,
      summary: '重置密码：回答一次性临时密码（只显示一次，不进日志）',
      action: 'resetPassword',
      logged: true,
      request: withReason,
      data: Type.Object({ password: str('一次性临时密码') }),
    }),
    unbindPhone: op({
      ...common,
      summary: '解绑手机（需原因；未绑定手机的 A0403；邮箱保留）',
      action: 'unbindPhone',
      logged: true,
      request: withReason,
      data: accountRow,
    }),
    reveal: op({
      ...common,
      summary: '查看手机号或邮箱明文（需原因，写操作日志；明文不进日志）',
      action: 'revealContact',
      logged: true,
      request: withReason,
      data: Type.Object({ value: str('明文') }),
    }),
    logins: op({
      ...common,
      summary: '登录记录（新的在前）',
      action: 'logins',
      request: Type.Object({ account }),
      data: Type.Array(loginRow),
    }),
  };
}

const domestic = lineOps(ACCOUNT_SCREENS.domestic, 'domestic');
const og = lineOps(ACCOUNT_SCREENS.og, 'og');
const overseas = lineOps(ACCOUNT_SCREENS.overseas, 'overseas');

export const paths = {
  '/api/operate/accountManagement/page': domestic.page,
  '/api/operate/accountManagement/lock': domestic.lock,
  '/api/operate/accountManagement/unlock': domestic.unlock,
  '/api/operate/accountManagement/resetPassword': domestic.resetPassword,
  '/api/operate/accountManagement/unbindPhone': domestic.unbindPhone,
  '/api/operate/accountManagement/reveal': domestic.reveal,
  '/api/operate/accountManagement/logins': domestic.logins,
  '/api/operate/sdkAccountManagement/page': og.page,
  '/api/operate/sdkAccountManagement/lock': og.lock,
  '/api/operate/sdkAccountManagement/unlock': og.unlock,
  '/api/operate/sdkAccountManagement/resetPassword': og.resetPassword,
  '/api/operate/sdkAccountManagement/unbindPhone': og.unbindPhone,
  '/api/operate/sdkAccountManagement/reveal': og.reveal,
  '/api/operate/sdkAccountManagement/logins': og.logins,
  '/api/operate/sdkAccountOverseas/page': overseas.page,
  '/api/operate/sdkAccountOverseas/lock': overseas.lock,
  '/api/operate/sdkAccountOverseas/unlock': overseas.unlock,
  '/api/operate/sdkAccountOverseas/resetPassword': overseas.resetPassword,
  '/api/operate/sdkAccountOverseas/unbindPhone': overseas.unbindPhone,
  '/api/operate/sdkAccountOverseas/reveal': overseas.reveal,
  '/api/operate/sdkAccountOverseas/logins': overseas.logins,
} satisfies Paths;
