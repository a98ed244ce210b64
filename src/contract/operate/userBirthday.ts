import Type from 'typebox';
import { GAME_HEADER, op, type Paths } from '../operation';
import { int, nullable, pageOf, pageQuery, str, time } from '../schema';
import { BIRTHDAY_STATUSES, PREVIEW_STATES } from './values';
import { ROLE_ID } from '../field';

export { BIRTHDAY_STATUSES, PREVIEW_STATES };

/**
 * Role birthdays (/operate/userBirthday, src/pages/operate/README.md "Role birthdays"): the roles of the current game
 * whose creation anniversary (month and day of `created` in the business zone) falls in a date range (both ends
 * inclusive, at most one year, may cross the year end; a role made on 29 February has its anniversary on 28 February in
 * other years), with the reward status of that anniversary's year. Rewards go to selected roles at most once per role
 * and year, previewed first: the preview lists every selected role with what a send would do to it (send, or skip:
 * already sent that year, anniversary not in the range, unknown role) and a token of that list; the send takes the
 * token and acts only when the list is still what the preview showed (otherwise A0403 "preview again"). Every reward
 * sent writes one operation-log entry.
 */
const BIRTHDAY = '/operate/userBirthday';
export const BIRTHDAY_MODULE = 'userBirthday';
export type BirthdayStatus = (typeof BIRTHDAY_STATUSES)[number];
export const REWARD_RESULTS = ['sent', 'alreadySent', 'notInRange', 'unknownRole'] as const;
export type RewardResult = (typeof REWARD_RESULTS)[number];
export type PreviewState = (typeof PREVIEW_STATES)[number];
/** The most roles one send names. */
export const REWARD_MAX_ROLES = 500;
/** A day as the range gives it. */
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

const day = (d: string) => str(d, { pattern: DAY_PATTERN });
const range = { start: day('起始日 YYYY-MM-DD（含）'), end: day('结束日 YYYY-MM-DD（含；不早于起始日，至多一年）') };

const birthdayRow = Type.Object({
  roleId: str('角色 id'),
  name: str('角色名'),
  server: str('区服'),
  level: int('等级'),
  account: str('所属账号'),
  created: time('角色创建时间'),
  anniversary: str('本范围内的周年日 YYYY-MM-DD'),
  years: int('第几周年'),
  year: int('周年所在年份（奖励按年记）'),
  status: Type.Enum(BIRTHDAY_STATUSES, { description: '该年奖励：notSent 未发放，sent 已发放' }),
  sentAt: nullable(time('发放时间')),
  sentBy: str('发放人，未发放为空'),
});

const rewardResult = Type.Object({
  roleId: str('角色 id'),
  name: str('角色名，未知角色为空'),
  server: str('区服，未知角色为空'),
  year: nullable(int('周年所在年份')),
  result: Type.Enum(REWARD_RESULTS, {
    description: 'sent 已发放，alreadySent 该年已发过（跳过），notInRange 周年不在范围内（跳过），unknownRole 无此角色',
  }),
  sentAt: nullable(time('发放时间（本次或之前）')),
  sentBy: str('发放人（本次或之前）'),
});

const previewRow = Type.Object({
  roleId: str('角色 id'),
  name: str('角色名，未知角色为空'),
  server: str('区服，未知角色为空'),
  level: int('等级，未知角色为 0'),
  account: str('所属账号，未知角色为空'),
  anniversary: str('本范围内的周年日 YYYY-MM-DD，不在范围内为空'),
  years: nullable(int('第几周年')),
  year: nullable(int('周年所在年份')),
  state: Type.Enum(PREVIEW_STATES, {
    description:
      'willSend 将发放，alreadySent 该年已发过（跳过），notInRange 周年不在范围内（跳过），unknownRole 无此角色（跳过）',
  }),
  sentAt: nullable(time('已发过时：发放时间')),
  sentBy: str('已发过时：发放人'),
});

const previewCounts = Type.Object({
  willSend: int('将发放'),
  alreadySent: int('该年已发过'),
  notInRange: int('周年不在范围内'),
  unknownRole: int('无此角色'),
});

const roleIds = Type.Array(str('角色 id', { minLength: 1, ...ROLE_ID }), {
  minItems: 1,
  description: `角色 id（1 至 ${REWARD_MAX_ROLES} 个）`,
});

const common = { auth: 'grant' as const, screen: BIRTHDAY, module: BIRTHDAY_MODULE, headers: [GAME_HEADER] };

export const paths = {
  '/api/operate/userBirthday/page': op({
    ...common,
    summary: '周年日落在范围内的角色分页（按周年日、角色 id）',
    action: 'page',
    request: pageQuery({
      ...range,
      server: Type.Optional(str('区服', { maxLength: 16 })),
      account: Type.Optional(str('账号（包含）', { maxLength: 64 })),
      roleId: Type.Optional(str('角色 id（精确）', ROLE_ID)),
      status: Type.Optional(Type.Enum(BIRTHDAY_STATUSES, { description: '该年奖励状态' })),
    }),
    data: pageOf(birthdayRow),
  }),
  '/api/operate/userBirthday/preview': op({
    ...common,
    summary: '发放预览：所选每个角色将发放或跳过（该年已发过：何时、何人；周年不在范围内；无此角色），不改变任何数据',
    action: 'preview',
    request: Type.Object({ ...range, roleIds }),
    data: Type.Object({
      rows: Type.Array(previewRow, { description: '所选的每个角色（按请求顺序，去重）' }),
      counts: previewCounts,
      token: str('预览令牌：所列角色及其状态的哈希，发放时须原样带回'),
    }),
  }),
  '/api/operate/userBirthday/reward': op({
    creates: true,
    ...common,
    summary:
      '按预览令牌给所选角色发放范围内那次周年的奖励：只发预览中"将发放"的角色；预览后有变化 A0403，须重新预览；每发放一个角色写一条操作日志',
    action: 'reward',
    // one entry per role rewarded, written by the handler (not one for the call)
    logged: false,
    request: Type.Object({ ...range, roleIds, token: str('预览令牌', { minLength: 1, maxLength: 128 }) }),
    data: Type.Object({
      sent: int('本次发放的角色数'),
      skipped: int('跳过的角色数'),
      results: Type.Array(rewardResult, { description: '每个角色的结果（按请求顺序）' }),
    }),
  }),
} satisfies Paths;
