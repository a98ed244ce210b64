import type { MonitorKind, MonitorRule, MonitorRulePayload } from '../service';
import { currentLocale } from '@/utils/i18n';
import { amountInputText, parseAmount, type Currency } from '@/utils/money';

/**
 * A watch rule ↔ the create/edit form's values. The amount is typed as text in the interface language ("648.00",
 * pt-BR "648,00") and sent in integer minor units (docs/rules.md "Money").
 */
export interface RuleFormValues {
  name?: string;
  account?: string;
  kind?: MonitorKind;
  amount?: string;
  currency?: Currency;
  count?: number;
  windowMinutes?: number;
  status?: boolean;
  note?: string;
}

export const NEW_RULE: RuleFormValues = { kind: 'payOver', currency: 'CNY', status: true };

export function toForm(r: MonitorRule, locale: string = currentLocale()): RuleFormValues {
  return {
    name: r.name,
    account: r.account,
    kind: r.kind,
    amount: r.amount === null ? undefined : amountInputText(r.amount, r.currency ?? 'CNY', locale),
    currency: (r.currency ?? 'CNY') as Currency,
    count: r.count ?? undefined,
    windowMinutes: r.windowMinutes ?? undefined,
    status: r.status === 1,
    note: r.note,
  };
}

const text = (v: unknown) => String(v ?? '').trim();
const whole = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));

/** Only the fields the kind uses are sent; an amount that does not parse is left out (the backend then says so). */
export function toPayload(v: RuleFormValues, locale: string = currentLocale()): MonitorRulePayload {
  const base = {
    name: text(v.name),
    account: text(v.account),
    kind: v.kind,
    status: v.status ? 1 : 0,
    note: text(v.note),
  } as const;
  if (v.kind === 'payOver')
    return { ...base, amount: parseAmount(text(v.amount), v.currency ?? 'CNY', locale), currency: v.currency };
  if (v.kind === 'manyOrders') return { ...base, count: whole(v.count), windowMinutes: whole(v.windowMinutes) };
  return base;
}
