import type { Popup, PopupPayload } from './service';

/** A pop-up ↔ the form's values (times as epoch ms: the form's dateFormatter is 'number'). */
export interface PopupFormValues {
  title?: string;
  imageUrl?: string;
  text?: string;
  buttonText?: string;
  linkUrl?: string;
  channels?: string[];
  minVersion?: string;
  maxVersion?: string;
  frequency?: Popup['frequency'];
  startAt?: number;
  endAt?: number;
  priority?: number;
  status?: boolean;
}

export const NEW_POPUP: PopupFormValues = { frequency: 'daily', priority: 0, status: true, channels: [] };

export function toForm(p: Popup): PopupFormValues {
  const { title, imageUrl, text, buttonText, linkUrl, channels, minVersion, maxVersion, frequency } = p;
  return {
    title,
    imageUrl,
    text,
    buttonText,
    linkUrl,
    channels,
    minVersion,
    maxVersion,
    frequency,
    startAt: p.startAt,
    endAt: p.endAt,
    priority: p.priority,
    status: p.status === 1,
  };
}

const text = (v: unknown) => String(v ?? '').trim();
const epoch = (v: unknown) => (typeof v === 'number' ? v : v ? new Date(String(v)).valueOf() : undefined);

export function toPayload(v: PopupFormValues): PopupPayload {
  return {
    title: text(v.title),
    imageUrl: text(v.imageUrl),
    text: text(v.text),
    buttonText: text(v.buttonText),
    linkUrl: text(v.linkUrl),
    channels: v.channels ?? [],
    minVersion: text(v.minVersion),
    maxVersion: text(v.maxVersion),
    frequency: v.frequency,
    startAt: epoch(v.startAt),
    endAt: epoch(v.endAt),
    priority: v.priority ?? 0,
    status: v.status ? 1 : 0,
  };
}
