import Type from 'typebox';
import { GAME_HEADER, op } from './operation';
import { bool, type Static, int, nullable, str, time } from './schema';
import { VERIFY_MODES, SECRET_FIELDS, RULE_PARTS, GAME_MODES } from './values';
import { REASON } from './field';
import { CHECK_FIELDS as C, RULE_FIELDS as F } from './antiAddictionFields';

/**
 * Anti-addiction rules: ONE rule model for two scopes. The platform's rules (/unity/anti-addiction) apply to every
 * game that inherits them; a game (/special/anti-addiction, X-Game-Id) may override them with its own full rule set.
 * Both scopes answer the same shapes, so one set of screens serves both. Decisions: src/utils/antiAddiction.ts.
 */
export { VERIFY_MODES, SECRET_FIELDS, RULE_PARTS, GAME_MODES };
export type AntiAddictionScope = 'platform' | 'game';

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const cents = (d: string) => int(d, { minimum: 0, maximum: 100_000_000 });
const cap = Type.Object({ perPayment: cents('单笔上限（分）'), perMonth: cents('每月累计上限（分）') });
const window = Type.Object({
  weekdays: Type.Array(int('ISO 星期：1 周一 … 7 周日', { minimum: 1, maximum: 7 }), { description: '适用的星期' }),
  holidays: bool('法定节假日也适用'),
  start: str('开始 HH:mm（含）', F.windowTime),
  end: str('结束 HH:mm（不含，可为 24:00）', F.windowTime),
});
const dates = (d: string) => Type.Array(str('YYYY-MM-DD', { pattern: DATE_PATTERN }), { description: d });

const ruleFields = {
  verifyMode: Type.Enum(VERIFY_MODES, { description: '实名认证方式：national 国家平台，platform 平台自有' }),
  appId: str('国家平台 appId（打码）', F.appId),
  bizId: str('国家平台 bizId（打码）', F.bizId),
  secretKey: str('国家平台密钥（打码）', F.secretKey),
  guestMinutes: int('游客每日可玩分钟数，0 为不允许游客', F.guestMinutes),
  windows: Type.Array(window, { description: '未成年人可游戏时段' }),
  holidays: dates('法定节假日'),
  workdays: dates('调休上班日（按上学日计）'),
  caps: Type.Object({ age8to16: cap, age16to18: cap }, { description: '按年龄段的支付上限（未满 8 周岁不可支付）' }),
};
/** A rule set as answered: appId, bizId and secretKey masked (first 4 + **** + last 4; 8 or fewer: ****). */
export const ruleSet = Type.Object(ruleFields);
/** A rule set as saved: a secret left empty keeps the stored one. */
const ruleWrite = Type.Object({
  ...ruleFields,
  appId: Type.Optional(ruleFields.appId),
  bizId: Type.Optional(ruleFields.bizId),
  secretKey: Type.Optional(ruleFields.secretKey),
});

const source = Type.Enum(['platform', 'game'], { description: '来源：platform 平台规则，game 本游戏' });
const view = Type.Object({
  scope: Type.Enum(['platform', 'game'], { description: 'platform 平台规则，game 游戏规则' }),
  mode: Type.Enum(GAME_MODES, { description: '游戏：inherit 继承平台，override 覆盖；平台规则为 override' }),
  effective: ruleSet,
  own: nullable(ruleSet),
  platform: ruleSet,
  sources: Type.Object(
    {
      verification: source,
      guest: source,
      windows: source,
      calendar: source,
      caps: source,
    },
    { description: '生效规则每一部分的来源' },
  ),
  updated: nullable(time('更新时间')),
  updatedBy: str('最后修改人'),
});

const verdict = Type.Object({ allowed: bool(), code: str('判定代码'), rule: str('判定所依据的规则（操作员语言）') });
const checkAnswer = Type.Object({
  at: time('判断所用的时间'),
  date: str('该时间在北京时间的日期'),
  dayKind: str('holiday 节假日，workday 调休上班日，weekend 周末，schoolday 上学日'),
  age: nullable(int('周岁，游客为 null')),
  band: str('adult / under8 / age8to16 / age16to18 / guest'),
  play: verdict,
  pay: nullable(verdict),
  source: source,
});
const checkQuery = Type.Object({
  guest: Type.Optional(bool('游客（未实名）')),
  age: Type.Optional(int('周岁（填出生日期时忽略）', C.age)),
  birthDate: Type.Optional(str('出生日期 YYYY-MM-DD（按北京时间计算周岁）', { pattern: DATE_PATTERN })),
  at: Type.Optional(time('时间，空为现在（后端时钟）')),
  playedMinutes: Type.Optional(int('游客今日已玩分钟数', C.playedMinutes)),
  amount: Type.Optional(cents('本次支付金额（分），空为不问支付')),
  monthSpent: Type.Optional(cents('本月已支付（分）')),
});

export type RuleSetView = Static<typeof ruleSet>;
export type RuleWrite = Static<typeof ruleWrite>;
export type AntiAddictionView = Static<typeof view>;
export type CheckQuery = Static<typeof checkQuery>;
export type CheckAnswer = Static<typeof checkAnswer>;
export type SecretField = (typeof SECRET_FIELDS)[number];

/**
 * The four endpoints of one scope (get, edit, reveal with a reason and logged, check); each area's fragment names
 * them under its own paths. One edit shape for both: the platform always saves `rules`; a game saves `mode` and, to
 * override, `rules`.
 */
export function antiAddictionOps(scope: AntiAddictionScope) {
  const common =
    scope === 'platform'
      ? { auth: 'grant' as const, screen: '/unity/anti-addiction', module: 'antiAddiction' }
      : {
          auth: 'grant' as const,
          screen: '/special/anti-addiction',
          module: 'gameAntiAddiction',
          headers: [GAME_HEADER],
        };
  const who = scope === 'platform' ? '平台' : '当前游戏';
  // versioned (docs/rules.md "Request ids and versions"): the platform's rules are record 1, a game's its game id
  const record = scope === 'platform' ? 'antiAddictionPlatform' : 'antiAddictionGame';
  return {
    get: op({
      ...common,
      record,
      summary: `${who}防沉迷规则（密钥打码）及生效规则`,
      action: 'get',
      readsRecord: true,
      data: view,
    }),
    edit: op({
      versioned: true,
      logged: true,
      ...common,
      record,
      summary: `保存${who}防沉迷规则（密钥留空则保留原值）`,
      action: 'edit',
      // docs/rules.md "Change requests": the platform's rules are the platform area's, a game's the special area's
      approval: {
        area: scope === 'platform' ? ('unity' as const) : ('special' as const),
        reason: '防沉迷规则决定未成年玩家能否登录、游戏多久与能否充值',
      },
      request: Type.Object({
        mode: Type.Optional(
          Type.Enum(GAME_MODES, { description: '规则来源（仅游戏）：inherit 继承平台，override 覆盖（平台规则不填）' }),
        ),
        rules: Type.Optional(ruleWrite),
      }),
    }),
    reveal: op({
      logged: true,
      ...common,
      summary: `查看${who}生效规则中一个打码字段的明文（须填写原因，写入操作日志；明文不进日志）`,
      action: 'reveal',
      request: Type.Object({
        field: Type.Enum(SECRET_FIELDS, { description: '哪个字段' }),
        reason: str('查看原因', REASON),
      }),
      data: Type.Object({ field: str(), value: str('明文') }),
    }),
    check: op({
      ...common,
      summary: `按${who}生效规则：某年龄（或出生日期）、时间、金额下能否游戏、能否支付，以及判定的规则`,
      action: 'check',
      request: checkQuery,
      data: checkAnswer,
    }),
  };
}
