import { apiCall, fromForm, type DataOf, type RequestOf } from '@/request/endpoint';

/** Ticket types and who handles them (/operate/eventsManage) of the current game. Shapes from the API contract. */
export type TicketType = DataOf<'/api/operate/eventsManage/page'>['list'][number];
export type TicketTypePayload = Partial<RequestOf<'/api/operate/eventsManage/add'>> & { id?: number };

export const pageTicketTypes = apiCall('/api/operate/eventsManage/page');
export const ticketHandlers = apiCall('/api/operate/eventsManage/handlers');
export const addTicketType = fromForm(apiCall('/api/operate/eventsManage/add'));
export const editTicketType = fromForm(apiCall('/api/operate/eventsManage/edit'));
export const deleteTicketType = apiCall('/api/operate/eventsManage/delete');
