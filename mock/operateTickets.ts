/** umi mock entry: player tickets (/operate/events, /operate/Events/conversation) and their types (/operate/eventsManage). */
import { ticketsApi } from './operate/tickets/handlers';
import { ticketTypesApi } from './operate/tickets/typesHandlers';

export default { ...ticketsApi, ...ticketTypesApi };
