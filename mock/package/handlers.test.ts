// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contract, type Paths } from '../../src/contract';
import { paths as checkPaths } from '../../src/contract/check';
import { paths as packagePaths } from '../../src/contract/package';
import { paths as sdkPaths } from '../../src/contract/sdk';
import type { MockHandler } from '../core/http';
import onlinepack from './handlers';
import check from '../check';
import sdk from '../sdk';
import { call, login, usePackServer } from './testSupport';

/** The packaging, channel and self-check endpoints against their contract fragments, and who may call them. */
const HANDLERS: Record<string, MockHandler> = { ...onlinepack, ...sdk, ...check };

usePackServer();

describe('contract and handlers', () => {
  it('every endpoint of the fragment has a handler and every handler is in the contract', () => {
    const fragment: Paths = { ...sdkPaths, ...checkPaths, ...packagePaths };
    const declared = Object.keys(fragment).flatMap((p) => (fragment[p].get ? [`GET ${p}`] : [`POST ${p}`]));
    expect(Object.keys(HANDLERS).sort()).toEqual(declared.sort());
    Object.keys(fragment).forEach((p) => expect(contract.paths[p]).toBeDefined());
  });
});

describe('grants', () => {
  it('answers A0301 (code 403) to someone without the packaging screens and lets ops in', async () => {
    const viewer = await login('viewer');
    const denied = await call('/onlinepack/task/page', { pageNum: 1, pageSize: 10 }, { token: viewer });
    expect(denied.code).toBe(403);
    const ops = await login('ops');
    const ok = await call('/onlinepack/task/page', { pageNum: 1, pageSize: 10 }, { token: ops });
    expect(ok.code).toBe(0);
    expect((await call('/api/sdk/channel/page', { pageNum: 1, pageSize: 10 }, { token: viewer })).code).toBe('A0301');
  });

  it("answers the session-expiry code 'A0230' without a session", async () => {
    expect((await call('/onlinepack/machine/page', { pageNum: 1, pageSize: 10 })).code).toBe('A0230');
  });
});
