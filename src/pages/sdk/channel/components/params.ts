import { PARAM_FIELDS } from '@/contract/sdk/fields';
import type { ChannelParam, ChannelPayload, ParamUsedBy } from '../../service';

/**
 * The parameter keys of a channel vendor as the edit page holds them, and the checks across rows the page makes
 * before saving (each field's own limits are the contract's: src/contract/sdk/fields.ts PARAM_FIELDS, which the
 * backend validates with too). A required parameter that goes into the package (client or build) and has no value is
 * allowed but flagged: a build for the channel fails at "write parameters".
 */

/** The contract's parameter-key pattern, as a RegExp. */
export const PARAM_KEY_PATTERN = new RegExp(PARAM_FIELDS.key.pattern);

/** One row of the editable table (values as the inputs give them). */
export type ParamRow = {
  key?: string;
  name?: string;
  required?: boolean;
  usedBy?: ParamUsedBy;
  value?: string;
};

export const blankParam = (): ParamRow => ({ key: '', name: '', required: true, usedBy: 'client', value: '' });

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** A row the operator added and left untouched: dropped on save instead of failing validation. */
export function isBlankRow(row: ParamRow | undefined): boolean {
  return !row || (text(row.key) === '' && text(row.name) === '' && text(row.value) === '');
}

/** Keys (trimmed, compared case-sensitively like the backend) that appear on more than one row. */
export function duplicateKeys(rows: Array<ParamRow | undefined>): string[] {
  const seen = new Map<string, number>();
  rows.forEach((r) => {
    const k = text(r?.key);
    if (k) seen.set(k, (seen.get(k) ?? 0) + 1);
  });
  return Array.from(seen.entries())
    .filter(([, n]) => n > 1)
    .map(([k]) => k);
}

/** Required parameters that go into the package (client, build) and have no value. */
export function missingValues(rows: Array<ParamRow | undefined>): string[] {
  return rows
    .filter((r): r is ParamRow => Boolean(r) && !isBlankRow(r))
    .filter((r) => r.required && r.usedBy !== 'server' && text(r.value) === '')
    .map((r) => text(r.key));
}

export function toParams(rows: Array<ParamRow | undefined>): ChannelParam[] {
  return rows
    .filter((r): r is ParamRow => !isBlankRow(r))
    .map((r) => ({
      key: text(r.key),
      name: text(r.name),
      required: Boolean(r.required),
      usedBy: r.usedBy || 'client',
      value: text(r.value),
    }));
}

export interface ChannelFormValues {
  name?: string;
  code?: string;
  appMarketId?: number | null;
  loginVerifyUrl?: string;
  payCallbackUrl?: string;
  status?: boolean;
  params?: ParamRow[];
}

/** The form's values as the add/edit payload: strings trimmed, untouched rows dropped, the switch as '1'/'0'. */
export function toChannelPayload(values: ChannelFormValues): ChannelPayload {
  return {
    name: text(values.name),
    code: text(values.code),
    appMarketId: values.appMarketId ?? null,
    loginVerifyUrl: text(values.loginVerifyUrl),
    payCallbackUrl: text(values.payCallbackUrl),
    status: values.status === false ? '0' : '1',
    params: toParams(values.params || []),
  };
}
