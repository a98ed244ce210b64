import { TICKET_IMAGE_MAX_BYTES } from '@/contract/operate/values';
import { apiCall, uploadCall, type DataOf } from '@/request/endpoint';
import { buildHeaders } from '@/request/headers';
import { currentLocale } from '@/utils/i18n';
import { getGameId, getToken } from '@/utils/storage';

/** Player tickets (/operate/events and a ticket's thread) of the current game. Shapes from the API contract. */
export type Ticket = DataOf<'/api/operate/events/page'>['list'][number];
export type TicketDetail = DataOf<'/api/operate/events/get'>;
export type TicketMessage = TicketDetail['messages'][number];
export type TicketImage = TicketMessage['images'][number];

export const pageTickets = apiCall('/api/operate/events/page');
export const ticketOptions = apiCall('/api/operate/events/options');
export const getTicket = apiCall('/api/operate/events/get');
export const replyTicket = apiCall('/api/operate/events/reply');
export const closeTicket = apiCall('/api/operate/events/close');
export const reopenTicket = apiCall('/api/operate/events/reopen');
/** one image of a reply, a signed multipart form (docs/rules.md "Signed forms") */
export const uploadTicketImage = uploadCall('/api/operate/events/image/upload', {
  maxMB: TICKET_IMAGE_MAX_BYTES / 1024 / 1024,
});

/**
 * A ticket image's bytes (GET with the session in the satoken header, never in the address), for an object URL.
 * Rejects when the answer is not an image (an envelope refusing it, say).
 */
export async function fetchTicketImage(id: number): Promise<Blob> {
  const { headers } = buildHeaders(undefined, {}, { token: getToken(), gameId: getGameId(), locale: currentLocale() });
  const res = await fetch(`/api/operate/events/image?id=${id}`, { headers, credentials: 'include' });
  if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('image/')) throw new Error(`image ${id}`);
  return res.blob();
}
