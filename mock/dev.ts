import { contract } from '../src/contract';
import { defineApi } from './_utils/api';
import { clockOffset, now, setClockOffset } from './_utils/clock';
import type { MockRequest, MockResponse } from './_utils/http';
import { reset } from './_utils/store';

/** Development helpers: the API contract, and resetting or moving the embedded backend (tests, demos). */
export default {
  'GET /openapi.json': async (_req: MockRequest, res: MockResponse) => {
    res.status(200);
    res.json(contract);
  },

  'POST /api/__mock/reset': defineApi('/api/__mock/reset', {}, () => {
    reset();
    return { resetAt: now() };
  }),

  'POST /api/__mock/clock': defineApi<{ offsetMs: number }>('/api/__mock/clock', {}, (ctx) => {
    setClockOffset(ctx.body.offsetMs);
    return { offsetMs: clockOffset(), now: now() };
  }),
};
