import { GAME_HEADER, op } from './operation';
import { arr, bool, type Infer, int, nullable, obj, str, time } from './schema';
import { CHANGE_REASON } from './history';

/**
 * Anti-addiction rules: ONE rule model for two scopes. The platform's rules (/unity/anti-addiction) apply to every
 * game that inherits them; a game (/special/anti-addiction, X-Game-Id) may override them with its own full rule set.
 * Both scopes answer the same shapes, so one set of screens serves both. Decisions: src/utils/antiAddiction.ts.
 */
export const VERIFY_MODES = ['national', 'platform'] as const;
export const SECRET_FIELDS = ['appId', 'bizId', 'secretKey'] as const;
export const RULE_PARTS = ['verification', 'guest', 'windows', 'calendar', 'caps'] as const;
export const GAME_MODES = ['inherit', 'override'] as const;
export type AntiAddictionScope = 'platform' | 'game';

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const HHMM_PATTERN = '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$';
const cents = (d: string) => int(d, { minimum: 0, maximum: 100_000_000 });
const cap = obj({ perPayment: cents('单笔上限（分）'), perMonth: cents('每月累计上限（分）') }, [
  'perPayment',
  'perMonth',
]);
const window = obj(
  {
    weekdays: arr(int('ISO 星期：1 周一 … 7 周日', { minimum: 1, maximum: 7 }), '适用的星期'),
    holidays: bool('法定节假日也适用'),
    start: str('开始 HH:mm（含）', { pattern: HHMM_PATTERN }),
    end: str('结束 HH:mm（不含，可为 24:00）', { pattern: HHMM_PATTERN }),
  },
  ['weekdays', 'holidays', 'start', 'end'],
);
const dates = (d: string) => arr(str('YYYY-MM-DD', { pattern: DATE_PATTERN }), d);

const ruleFields = {
  verifyMode: str('实名认证方式：national 国家平台，platform 平台自有', { enum: VERIFY_MODES }),
  appId: str('国家平台 appId（打码）', { maxLength: 64 }),
  bizId: str('国家平台 bizId（打码）', { maxLength: 64 }),
  secretKey: str('国家平台密钥（打码）', { maxLength: 128 }),
  guestMinutes: int('游客每日可玩分钟数，0 为不允许游客', { minimum: 0, maximum: 1440 }),
  windows: arr(window, '未成年人可游戏时段'),
  holidays: dates('法定节假日'),
  workdays: dates('调休上班日（按上学日计）'),
  caps: obj({ age8to16: cap, age16to18: cap }, ['age8to16', 'age16to18'], '按年龄段的支付上限（未满 8 周岁不可支付）'),
};
const REQUIRED = ['verifyMode', 'guestMinutes', 'windows', 'holidays', 'workdays', 'caps'] as const;

/** A rule set as answered: appId, bizId and secretKey masked (first 4 + **** + last 4; 8 or fewer: ****). */
export const ruleSet = obj(ruleFields, ['verifyMode', 'appId', 'bizId', 'secretKey', ...REQUIRED.slice(1)]);
/** A rule set as saved: a secret left empty keeps the stored one. */
const ruleWrite = obj(ruleFields, REQUIRED);

const source = str('来源：platform 平台规则，game 本游戏', { enum: ['platform', 'game'] });
const view = obj(
  {
    scope: str('platform 平台规则，game 游戏规则', { enum: ['platform', 'game'] }),
    mode: str('游戏：inherit 继承平台，override 覆盖；平台规则为 override', { enum: GAME_MODES }),
    effective: ruleSet,
    own: nullable(ruleSet),
    platform: ruleSet,
    sources: obj(
      {
        verification: source,
        guest: source,
        windows: source,
        calendar: source,
        caps: source,
      },
      ['verification', 'guest', 'windows', 'calendar', 'caps'],
      '生效规则每一部分的来源',
    ),
    updated: nullable(time('更新时间')),
    updatedBy: str('最后修改人'),
  },
  ['scope', 'mode', 'effective', 'own', 'platform', 'sources', 'updated', 'updatedBy'],
);

const verdict = obj({ allowed: bool(), code: str('判定代码'), rule: str('判定所依据的规则（操作员语言）') }, [
  'allowed',
  'code',
  'rule',
]);
const checkAnswer = obj(
  {
    at: time('判断所用的时间'),
    date: str('该时间在北京时间的日期'),
    dayKind: str('holiday 节假日，workday 调休上班日，weekend 周末，schoolday 上学日'),
    age: nullable(int('周岁，游客为 null')),
    band: str('adult / under8 / age8to16 / age16to18 / guest'),
    play: verdict,
    pay: nullable(verdict),
    source: source,
  },
  ['at', 'date', 'dayKind', 'age', 'band', 'play', 'pay', 'source'],
);
const checkQuery = obj(
  {
    guest: bool('游客（未实名）'),
    age: int('周岁（填出生日期时忽略）', { minimum: 0, maximum: 150 }),
    birthDate: str('出生日期 YYYY-MM-DD（按北京时间计算周岁）', { pattern: DATE_PATTERN }),
    at: time('时间，空为现在（后端时钟）'),
    playedMinutes: int('游客今日已玩分钟数', { minimum: 0, maximum: 1440 }),
    amount: cents('本次支付金额（分），空为不问支付'),
    monthSpent: cents('本月已支付（分）'),
  },
  [],
);

export type RuleSetView = Infer<typeof ruleSet>;
export type RuleWrite = Infer<typeof ruleWrite>;
export type AntiAddictionView = Infer<typeof view>;
export type CheckQuery = Infer<typeof checkQuery>;
export type CheckAnswer = Infer<typeof checkAnswer>;
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
    get: op({ ...common, record, summary: `${who}防沉迷规则（密钥打码）及生效规则`, action: 'get', data: view }),
    edit: op({
      ...common,
      record,
      summary: `保存${who}防沉迷规则（密钥留空则保留原值）`,
      action: 'edit',
      request: obj({
        mode: str('游戏：inherit 继承平台，override 覆盖（平台规则不填）', { enum: GAME_MODES }),
        rules: ruleWrite,
        ...CHANGE_REASON,
      }),
    }),
    reveal: op({
      ...common,
      summary: `查看${who}生效规则中一个打码字段的明文（须填写原因，写入操作日志；明文不进日志）`,
      action: 'reveal',
      request: obj(
        {
          field: str('哪个字段', { enum: SECRET_FIELDS }),
          reason: str('查看原因', { minLength: 2, maxLength: 200 }),
        },
        ['field', 'reason'],
      ),
      data: obj({ field: str(), value: str('明文') }, ['field', 'value']),
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
