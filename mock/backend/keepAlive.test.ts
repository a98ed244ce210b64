import { afterEach, describe, expect, it } from 'vitest';
import auth from '../auth';
import { KEEP_IDLE_MS } from '../core/http';
import { client, startTestServer, type TestServer } from '../core/testServer';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('idle connections (docs/rules.md "Timeouts")', () => {
  it("are kept 65 s once the backend has answered a call, not Node's 5 s; headers may take longer still", async () => {
    server = await startTestServer([auth]);
    expect(server.timeouts().keepAlive).toBe(5000);
    const reply = await client(server.url).post('/api/mng/login', { account: 'admin', password: 'wrong' });
    expect(reply.json?.code).not.toBe('00000');
    expect(server.timeouts()).toEqual({ keepAlive: KEEP_IDLE_MS, headers: KEEP_IDLE_MS + 1000 });
    expect(KEEP_IDLE_MS).toBe(65_000);
  });
});
