import { SECRET_FIELDS, type AntiAddictionScope, RULE_PARTS } from '../../src/contract/antiAddiction';
import { ageOn, decide, isDate, ruleProblems } from '../../src/utils/antiAddiction';
import { now } from '../core/clock';
import { defineApi, type ApiContext } from '../core/defineApi';
import { recordVersion, snapshotOf } from '../history/index';
import { getStore } from '../core/store';
import { at, payRule, playRule, ANTI_ADDICTION_MESSAGES } from './messages';
import { antiAddictionArea, type RuleSet } from './state';
import { maskSecret } from '../core/mask';
import { fail } from '../core/messageBook';

/**
 * The anti-addiction endpoints of one scope, made from one set of handlers: the platform's rules
 * (/api/unity/antiAddiction/*) or the current game's (/api/special/antiAddiction/*: inherit the platform's or
 * override them with a full set). Secrets (appId, bizId, secretKey) are masked in every answer and in the log;
 * revealing one needs a reason and logs the field and the reason, never the value; a secret left empty keeps the
 * stored one. The check decides with src/utils/antiAddiction.ts on the effective rules.
 */
type SecretField = (typeof SECRET_FIELDS)[number];
type Ctx = ApiContext<unknown>;
type RuleInput = Omit<RuleSet, SecretField> & Partial<Pick<RuleSet, SecretField>>;

export const maskRules = (r: RuleSet): RuleSet => ({
  verifyMode: r.verifyMode,
  appId: maskSecret(r.appId),
  bizId: maskSecret(r.bizId),
  secretKey: maskSecret(r.secretKey),
  guestMinutes: r.guestMinutes,
  windows: r.windows.map((w) => ({ ...w, weekdays: [...w.weekdays] })),
  holidays: [...r.holidays],
  workdays: [...r.workdays],
  caps: { age8to16: { ...r.caps.age8to16 }, age16to18: { ...r.caps.age16to18 } },
});

const platformRules = (): RuleSet => antiAddictionArea().platform;
const gameRecord = (gameId: number) => antiAddictionArea().games[gameId];

/** The rules that apply in a scope, and where they come from. */
function effective(scope: AntiAddictionScope, gameId: number): { rules: RuleSet; source: 'platform' | 'game' } {
  const own = scope === 'game' ? gameRecord(gameId) : undefined;
  if (own && own.mode === 'override' && own.rules) return { rules: own.rules, source: 'game' };
  return { rules: platformRules(), source: 'platform' };
}

function view(scope: AntiAddictionScope, gameId: number) {
  const area = antiAddictionArea();
  const own = scope === 'game' ? gameRecord(gameId) : undefined;
  const { rules, source } = effective(scope, gameId);
  const stamp = scope === 'platform' ? area.platform : own;
  return {
    scope,
    mode: scope === 'platform' ? ('override' as const) : (own?.mode ?? ('inherit' as const)),
    effective: maskRules(rules),
    own: scope === 'platform' ? maskRules(area.platform) : own?.rules ? maskRules(own.rules) : null,
    platform: maskRules(area.platform),
    sources: Object.fromEntries(RULE_PARTS.map((p) => [p, source])) as Record<
      (typeof RULE_PARTS)[number],
      'platform' | 'game'
    >,
    updated: stamp?.updated ?? null,
    updatedBy: stamp?.updatedBy ?? '',
  };
}

const gameName = (gameId: number) => getStore().games.find((g) => g.id === gameId)?.name ?? `#${gameId}`;
const target = (scope: AntiAddictionScope, ctx: Ctx) =>
  scope === 'platform' ? '防沉迷平台规则' : `防沉迷规则 ${gameName(ctx.gameId)}`;

/** The rule set a save describes: secrets left empty keep `base`'s; refused when unsound. */
function fromInput(ctx: Ctx, input: RuleInput, base: RuleSet): RuleSet {
  const keep = (f: SecretField) => (input[f] ?? '').trim() || base[f];
  const next: RuleSet = {
    verifyMode: input.verifyMode,
    appId: keep('appId'),
    bizId: keep('bizId'),
    secretKey: keep('secretKey'),
    guestMinutes: input.guestMinutes,
    windows: input.windows.map((w) => ({
      weekdays: [...new Set(w.weekdays)].sort((a, b) => a - b),
      holidays: w.holidays,
      start: w.start,
      end: w.end,
    })),
    holidays: [...new Set(input.holidays)].sort(),
    workdays: [...new Set(input.workdays)].sort(),
    caps: input.caps,
  };
  const problem = ruleProblems(next)[0];
  if (problem) {
    const [kind, d] = problem.problem.split(':');
    const text = at(ctx.lang, kind as 'time' | 'order' | 'noDays' | 'date' | 'both', { d: d ?? '' });
    fail(ctx.lang, 'A0400', ANTI_ADDICTION_MESSAGES.invalid, { field: problem.field, problem: text });
  }
  if (next.verifyMode === 'national')
    SECRET_FIELDS.forEach((f) => {
      if (!next[f]) fail(ctx.lang, 'A0400', ANTI_ADDICTION_MESSAGES.secretRequired, { field: f });
    });
  return next;
}

export function antiAddictionApi(prefix: '/api/unity/antiAddiction' | '/api/special/antiAddiction') {
  const scope: AntiAddictionScope = prefix === '/api/unity/antiAddiction' ? 'platform' : 'game';
  // the versioned record (docs/rules.md "Request ids and versions"): the platform's is 1, a game's its game id
  const recordIdOf = (ctx: ApiContext<unknown>) => (scope === 'platform' ? 1 : ctx.gameId);
  return {
    [`POST ${prefix}/get`]: defineApi(`${prefix}/get`, { rowId: (_row, ctx) => recordIdOf(ctx) }, (ctx) =>
      view(scope, ctx.gameId),
    ),

    [`POST ${prefix}/edit`]: defineApi(
      `${prefix}/edit`,
      {
        recordId: recordIdOf,
        latest: (ctx) => view(scope, ctx.gameId),
        // the rules' own checks, run again when the save is submitted for approval (docs/rules.md "Change requests")
        check: (ctx) => {
          const { mode = 'override', rules } = ctx.body;
          if (scope === 'game' && mode !== 'override') return;
          if (!rules) return fail(ctx.lang, 'A0400', ANTI_ADDICTION_MESSAGES.rulesRequired);
          const area = antiAddictionArea();
          fromInput(
            ctx,
            rules,
            scope === 'platform' ? area.platform : (gameRecord(ctx.gameId)?.rules ?? area.platform),
          );
        },
      },
      (ctx) => {
        const before = view(scope, ctx.gameId);
        ctx.audit({ target: target(scope, ctx), before: { mode: before.mode, rules: before.own } });
        const area = antiAddictionArea();
        const own = () => (scope === 'platform' ? area.platform : (gameRecord(ctx.gameId) ?? null));
        const was = snapshotOf(own());
        const stamp = { updated: now(), updatedBy: ctx.me.name };
        const { mode = 'override', rules } = ctx.body;
        if (scope === 'platform' || mode === 'override') {
          if (!rules) return fail(ctx.lang, 'A0400', ANTI_ADDICTION_MESSAGES.rulesRequired);
          if (scope === 'platform') {
            area.platform = { ...fromInput(ctx, rules, area.platform), ...stamp };
          } else {
            // a first override starts from the platform's secrets, a later one from the game's own
            const base = gameRecord(ctx.gameId)?.rules ?? area.platform;
            area.games[ctx.gameId] = { mode: 'override', rules: fromInput(ctx, rules, base), ...stamp };
          }
        } else {
          area.games[ctx.gameId] = { mode: 'inherit', rules: gameRecord(ctx.gameId)?.rules ?? null, ...stamp };
        }
        const after = view(scope, ctx.gameId);
        ctx.audit({ after: { mode: after.mode, rules: after.own } });
        if (scope === 'platform') recordVersion(ctx, 'antiAddictionPlatform', 1, was, own());
        else recordVersion(ctx, 'antiAddictionGame', ctx.gameId, was, own());
        return null;
      },
    ),

    [`POST ${prefix}/reveal`]: defineApi(`${prefix}/reveal`, (ctx) => {
      const { field, reason } = ctx.body;
      const { rules, source } = effective(scope, ctx.gameId);
      // which field was seen, from which rules and why go to the log; the plain value never does
      ctx.audit({ target: `${target(scope, ctx)} ${field}`, after: { field, source, reason: reason.trim() } });
      return { field, value: rules[field] };
    }),

    [`POST ${prefix}/check`]: defineApi(`${prefix}/check`, (ctx) => {
      const b = ctx.body;
      const when = b.at ?? now();
      const { rules, source } = effective(scope, ctx.gameId);
      const amount = b.amount;
      const spent = b.monthSpent ?? 0;
      if (!b.guest && b.age === undefined && !b.birthDate) fail(ctx.lang, 'A0400', ANTI_ADDICTION_MESSAGES.whoRequired);
      if (!b.guest && b.birthDate && (!isDate(b.birthDate) || ageOn(b.birthDate, when) < 0))
        fail(ctx.lang, 'A0400', ANTI_ADDICTION_MESSAGES.birthDateBad, { d: b.birthDate });
      const d = decide(rules, { ...b, at: when });
      return {
        at: when,
        date: d.day.date,
        dayKind: d.day.kind,
        age: d.age,
        band: d.band,
        play: {
          allowed: d.play.allowed,
          code: d.play.code,
          rule: playRule(ctx.lang, d, rules.windows, rules.guestMinutes),
        },
        pay: d.pay
          ? { allowed: d.pay.allowed, code: d.pay.code, rule: payRule(ctx.lang, d, amount ?? 0, spent) }
          : null,
        source,
      };
    }),
  };
}
