/**
 * Values of the ticket and cancellation contracts (tickets.ts, types.ts, cancellations.ts) that the console's
 * screens read.
 * No schema here (docs/rules.md "API contract"): the console imports these at run time, and a module that builds
 * schemas would bring the schema library into the browser.
 */

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
/** The most images one message carries. */
export const TICKET_MAX_IMAGES = 4;
/** The largest image (bytes): 5 MB. */
export const TICKET_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const TICKET_PURPOSES = ['recharge', 'account', 'bug', 'complaint', 'other'] as const;
export const CANCELLATION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'completed'] as const;
