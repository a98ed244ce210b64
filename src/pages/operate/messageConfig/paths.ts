/**
 * The SMS-scene screens (/operate/messageConfig). A path is also the screen's authority key; a button's key is the
 * screen's path and the action.
 */
export const MESSAGE_CONFIG_PATHS = {
  messageConfig: '/operate/messageConfig',
  /** a new SMS scene, or `?id=` an existing one (hidden; gated by the list's authority) */
  messageConfigCreate: '/operate/messageConfig/create',
} as const;
