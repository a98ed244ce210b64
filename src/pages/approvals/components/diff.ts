import type { HistoryChange } from '@/components/History/service';
import type { ChangeRequest } from '../service';

/** The request's difference as the history's DiffView draws it: a secret says only that it changed. */
export function diffRows(diff: ChangeRequest['diff']): HistoryChange[] {
  return diff.map((d) => {
    if (d.secret) return { path: d.path, op: 'changed', secret: true, changed: true };
    const op = d.before === undefined ? 'added' : d.after === undefined ? 'removed' : 'changed';
    return { path: d.path, op, before: d.before, after: d.after };
  });
}

/**
 * What the difference calls each field: the name the contract gives it (the backend answers it with each entry, from
 * the request field's description), else the field's own name.
 */
export function diffLabels(diff: ChangeRequest['diff']): Record<string, string> {
  return Object.fromEntries(diff.filter((d) => d.label).map((d) => [d.path, d.label]));
}
