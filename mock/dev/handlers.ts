import { openApiDocument } from '../../src/contract/openapi';
import { defineApi } from '../core/defineApi';
import { BASE_EPOCH, clockOffset, now, setClockOffset } from '../core/clock';
import type { MockRequest, MockResponse } from '../core/http';
import { shiftSessions } from '../core/sessions';
import { reset } from '../core/store';

/** Development helpers: the API contract, and resetting or moving the embedded backend (tests, demos). */
export default {
  'GET /openapi.json': async (_req: MockRequest, res: MockResponse) => {
    res.status(200);
    res.json(openApiDocument());
  },

  'POST /api/__mock/reset': defineApi('/api/__mock/reset', {}, () => {
    reset();
    return { resetAt: now() };
  }),

  'POST /api/__mock/clock': defineApi('/api/__mock/clock', {}, (ctx) => {
    if (ctx.body.offsetMs !== undefined) {
      // a jump keeps live sessions alive (their remaining time moves with it): docs/rules.md "Business time zone"
      shiftSessions(ctx.body.offsetMs - clockOffset());
      setClockOffset(ctx.body.offsetMs);
    }
    return { offsetMs: clockOffset(), now: now(), baseEpoch: BASE_EPOCH };
  }),
};
