import { formatTime, DATE_MINUTE } from '@/utils/businessTime';

/** A rule's version range and time window as the list shows them (open ends in words). */
type T = (id: string, values?: Record<string, string | number>) => string;

export function versionsText(t: T, min: string, max: string): string {
  if (min && max) return `${min} – ${max}`;
  if (min) return `≥ ${min}`;
  if (max) return `≤ ${max}`;
  return t('pages.special.cutPay.anyVersion');
}

const at = (ms: number) => formatTime(ms, DATE_MINUTE);

export function windowText(t: T, start: number | null, end: number | null): string {
  if (start !== null && end !== null) return `${at(start)} – ${at(end)}`;
  if (start !== null) return t('pages.special.cutPay.since', { t: at(start) });
  if (end !== null) return t('pages.special.cutPay.until', { t: at(end) });
  return t('pages.special.cutPay.anyTime');
}
