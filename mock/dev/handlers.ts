import { readFileSync } from 'node:fs';
import { apiDocs } from '../../scripts/contract/apiDocs';
import { openApiDocument } from '../../src/contract/openapi';
import { defineApi } from '../core/defineApi';
import { BASE_EPOCH, clockOffset, now, setClockOffset } from '../core/clock';
import type { MockRequest, MockResponse } from '../core/http';
import { shiftSessions } from '../core/sessions';
import { reset } from '../core/store';

/**
 * Development helpers: the API contract and its reference, and resetting or moving the embedded backend (tests,
 * demos).
 */
export default {
  'GET /openapi.json': async (_req: MockRequest, res: MockResponse) => {
    res.status(200);
    res.json(openApiDocument());
  },

  // the HTML reference of the contract (`npm run docs:api`), built on the first request and when the contract changed
  'GET /api-docs': async (_req: MockRequest, res: MockResponse) => {
    try {
      const page = readFileSync(await apiDocs(), 'utf8');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.status(200);
      res.send(page);
    } catch (e) {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.status(500);
      res.send(`The API reference could not be built (npm run docs:api says why): ${(e as Error).message ?? e}`);
    }
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
