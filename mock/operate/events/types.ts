import type { TicketStatus } from '../../../src/contract/operate/events';
import type { TicketPurpose } from '../../../src/contract/operate/eventsManage';
import type { UploadedImageType } from './images';

/** Tickets, their types and images as the backend keeps them (per game): ./state.ts, with the views for answers. */

export interface TicketType {
  id: number;
  gameId: number;
  name: string;
  purpose: TicketPurpose;
  description: string;
  status: 0 | 1;
  handlerIds: number[];
  created: number;
  updated: number;
  updatedBy: string;
}

export interface TicketMessage {
  id: number;
  from: 'player' | 'staff';
  author: string;
  text: string;
  imageIds: number[];
  at: number;
}

export interface TicketEvent {
  at: number;
  kind: 'assign' | 'reply' | 'close' | 'reopen' | 'player';
  by: string;
  note: string;
}

export interface Ticket {
  id: number;
  gameId: number;
  typeId: number;
  title: string;
  account: string;
  roleId: string;
  status: TicketStatus;
  handlerId: number | null;
  created: number;
  updated: number;
  closedAt: number | null;
  closedBy: string;
  closeNote: string;
  messages: TicketMessage[];
  events: TicketEvent[];
}

export interface TicketImage {
  id: number;
  gameId: number;
  ticketId: number;
  name: string;
  /** an upload's type by content, or the seed's own drawing */
  type: UploadedImageType | 'image/svg+xml';
  bytes: Uint8Array;
  /** who uploaded it: a person id, 0 for a player */
  uploadedBy: number;
  /** the message it belongs to, null while uploaded but not yet sent */
  messageId: number | null;
  at: number;
}

export interface TicketsArea {
  types: TicketType[];
  tickets: Ticket[];
  images: Map<number, TicketImage>;
  seq: { type: number; ticket: number; message: number; image: number };
}
