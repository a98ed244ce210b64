import { describe, expect, it } from 'vitest';
import auth from '../auth';
import { client, signIn, startTestServer, takeAnswerMismatches } from '../core/testServer';
import type { MockRequest, MockResponse } from '../core/http';

/**
 * Every answer a test server gives is checked against the contract (scripts/contract/answers.ts): a handler that
 * answers a shape the contract does not declare is caught, naming the endpoint and the JSON path.
 */
describe('answers checked against the contract', () => {
  it('catches a wrong answer of a contract path, naming the endpoint and the path', async () => {
    const wrong = {
      'POST /api/mng/menu/list': async (_req: MockRequest, res: MockResponse) => {
        res.json({
          code: '00000',
          data: [
            // right but for the id's type and the missing sort number
            { id: 'seven', parentId: 0, name: 'x', type: 1, uri: '/x', gameId: 0, icon: '' },
          ].map((row) => ({ ...row, recordVersion: 1, savedBy: '', savedAt: 0 })),
          tips: '',
          description: '',
          msg: 'success',
        });
      },
    };
    const server = await startTestServer([auth, wrong]);
    try {
      const token = await signIn(server.url, 'admin');
      const r = await client(server.url).post('/api/mng/menu/list', {}, { token });
      expect(r.status).toBe(200);
      const found = takeAnswerMismatches();
      expect(found).toContain('POST /api/mng/menu/list (HTTP 200): data[0].id must be integer, got "seven"');
      expect(found).toContain('POST /api/mng/menu/list (HTTP 200): data[0].sortNumber is required, but missing');
    } finally {
      await server.close();
    }
  });

  it('lets the real answers of the same calls through', async () => {
    const server = await startTestServer([auth]);
    try {
      const token = await signIn(server.url, 'admin');
      const r = await client(server.url).post('/api/mng/menu/list', {}, { token });
      expect(r.json?.code).toBe('00000');
      const refused = await client(server.url).post('/api/mng/menu/list', {}, { token: 'nobody' });
      expect(refused.json?.code).toBe('A0230');
      expect(takeAnswerMismatches()).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
