import { TICKET_STATUSES } from '@/contract/operate/values';
import { useText } from '@/hooks';

/** The tickets' statuses as a value enum with badge colours (list, search form, conversation header). */
export function useTicketLabels() {
  const t = useText();
  const BADGE = { open: 'Error', answered: 'Processing', closed: 'Default' } as const;
  const statusEnum = Object.fromEntries(
    TICKET_STATUSES.map((s) => [s, { text: t(`pages.operate.events.status.${s}`), status: BADGE[s] }]),
  );
  return { statusEnum };
}
