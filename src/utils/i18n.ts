import { getIntl } from '@umijs/max';

/** Formats a locale message outside React (request layer, models). Falls back to the key itself. */
export function t(id: string, values?: Record<string, string | number>): string {
  try {
    return getIntl().formatMessage({ id }, values);
  } catch {
    return id;
  }
}
