/** umi mock entry: player tickets (/operate/events, /operate/Events/conversation) and their types (/operate/eventsManage). */
import { ticketsApi } from './operate/events/handlers';
import { ticketTypesApi } from './operate/eventsManage/handlers';

export default { ...ticketsApi, ...ticketTypesApi };
