import type { ApiContext } from '../core/defineApi';
import { PACK_MESSAGES } from '../package/index';
import { fail } from '../core/messageBook';

/** What the /api/sdk handlers share: one code per record. */
export function uniqueCode<B>(
  ctx: ApiContext<B>,
  rows: Array<{ id: number; code: string }>,
  code: string | undefined,
  id = 0,
) {
  if (code !== undefined && rows.some((r) => r.code === code && r.id !== id)) {
    fail(ctx.lang, 'A0403', PACK_MESSAGES.codeExists, { code });
  }
}
