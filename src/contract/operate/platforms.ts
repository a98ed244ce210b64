import { text } from '../field';

/**
 * The client platforms and the "every channel" marker the game-operations configuration screens (/operate) target.
 * Display names live in the screens' texts (`pages.operate.platform.<code>`) and the backend's messages
 * (mock/operate/messages.ts).
 */
export const PLATFORMS = ['android', 'ios', 'harmony', 'pc'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** A rule's channel: an SDK channel code, or `all` for every channel of the platform. */
export const ALL_CHANNELS = 'all';

/** A download or jump link: http(s) with a host (the backend also parses it as a URL). */
export const URL_PATTERN = '^https?://[^/\\s?#:]+(:\\d{1,5})?([/?#]\\S*)?$';

/** A link field: http(s) with a host (URL_PATTERN), at most 500 characters. */
export const LINK = text({ pattern: URL_PATTERN, maxLength: 500 });
