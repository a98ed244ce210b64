import { integer, text } from '../field';

/**
 * Values of the /operate contracts (sdkAccounts, stopConfig, userBirthday, popups, events, eventsManage,
 * accountLogout) that the console's screens read: codes for filters, labels and forms.
 * No schema here (docs/rules.md "API contract"): the console imports these at run time, and a module that builds
 * schemas would bring the schema library into the browser.
 */
import { PLAYER_TARGET_TYPES } from '../values';

/** Register channels of SDK accounts (the SDK channels plus the publisher's own 'official'), for the channel filter. */
export const ACCOUNT_CHANNELS = ['official', 'huawei', 'xiaomi', 'oppo', 'vivo', 'yyb', 'bilibili', 'taptap'] as const;
export const LOGIN_RESULTS = ['success', 'wrongPassword', 'locked'] as const;

/** Bans: what is banned, where a ban stands, and whom it names. */
export const BAN_SCOPES = ['login', 'register', 'pay', 'chat'] as const;
export const BAN_STATUSES = ['scheduled', 'active', 'expired', 'lifted'] as const;
export { PLAYER_TARGET_TYPES as BAN_TARGET_TYPES };

/** Birthday rewards: a role's reward status in a year, and what a send would do to a selected role. */
export const BIRTHDAY_STATUSES = ['notSent', 'sent'] as const;
export const PREVIEW_STATES = ['willSend', 'alreadySent', 'notInRange', 'unknownRole'] as const;

/** Pop-ups: the three kinds, how often one shows, and where it stands by the backend's clock. */
export const POPUP_KINDS = ['posterPop', 'adConfiguration', 'tipManagement'] as const;
export type PopupKind = (typeof POPUP_KINDS)[number];
export const FREQUENCIES = ['once', 'daily', 'launch'] as const;
export const POPUP_STATES = ['live', 'scheduled', 'ended', 'disabled'] as const;
/** Which content each kind requires (the rest is optional). */
export const KIND_REQUIRES: Record<PopupKind, ReadonlyArray<'imageUrl' | 'text' | 'linkUrl'>> = {
  posterPop: ['imageUrl'],
  adConfiguration: ['imageUrl', 'linkUrl'],
  tipManagement: ['text'],
};

/** Tickets (events), their types (eventsManage) and account cancellations (accountLogout). */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
/** The most images one message carries. */
export const TICKET_MAX_IMAGES = 4;
/** The largest image (bytes): 5 MB. */
export const TICKET_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const TICKET_PURPOSES = ['recharge', 'account', 'bug', 'complaint', 'other'] as const;
export const CANCELLATION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'completed'] as const;

/** Form fields of the /operate contracts (src/contract/field.ts): the schemas are built from these. */
export const OPERATE_FIELDS = {
  /** a ban's target value (account, role id, device id or IP) */
  banTarget: text({ minLength: 1, maxLength: 64 }),
  /** a device id of a forced-update check */
  deviceId: text({ maxLength: 64 }),
  /** a reply to a player's ticket */
  ticketReply: text({ maxLength: 2000 }),
  /** a pop-up's name, its text and its button's text */
  popupTitle: text({ minLength: 1, maxLength: 40 }),
  popupText: text({ maxLength: 500 }),
  popupButton: text({ maxLength: 16 }),
  /** a pop-up's priority: the greater shows first */
  priority: integer({ minimum: 0, maximum: 999 }),
  /** a forced update's notes and its rollout percentage */
  updateNotes: text({ maxLength: 500 }),
  rollout: integer({ minimum: 0, maximum: 100 }),
  /** an SMS configuration's signature (without the 【】 the provider adds), template and daily caps */
  smsSignature: text({ minLength: 2, maxLength: 12, pattern: '^[^【】]*$' }),
  smsTemplate: text({ minLength: 1, maxLength: 300 }),
  dailyPerPhone: integer({ minimum: 1, maximum: 1000 }),
  dailyPerGame: integer({ minimum: 1, maximum: 10000000 }),
};
