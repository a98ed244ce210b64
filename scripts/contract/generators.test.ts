import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { contractDocument } from './document';

/**
 * A generator on GET /openapi.json, as a tools team would run it: openapi-typescript's types of the document compile,
 * and for three operations (a creating call, a versioned edit, a page of versioned rows) the generated request body
 * and answer data accept the same values as the console's own types (src/request/endpoint.ts RequestOf and DataOf,
 * the contract's TypeBox types), checked by the TypeScript compiler (tsc, in its own process) with the project's
 * settings.
 */
const ROOT = resolve(__dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'openapi-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const consoleTypes = relative(dir, join(ROOT, 'src/request/contractTypes')).split('\\').join('/');

/** The operations checked: operationId → path. */
const CHECKED = {
  orderRefundApply: '/api/order/refund/apply',
  sysDepartmentEdit: '/api/sys/department/edit',
  operateStopConfigPage: '/api/operate/stopConfig/page',
} as const;

const HELPERS = `
import type { operations } from './api';
import type { DataOf, RequestOf } from '${consoleTypes}';

/** true when A and B accept the same values (each is assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The generated JSON request body of an operation. */
type Body<K extends keyof operations> = operations[K] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : undefined;
/** The generated JSON answer of an operation (its success or a refusal). */
type Answer<K extends keyof operations> = operations[K]['responses'][200]['content']['application/json'];
/** The generated success's data. */
type Data<K extends keyof operations> = Extract<Answer<K>, { code: '00000' } | { code: 0 }>['data'];
/** The codes a refusal of the operation may carry. */
type RefusalCode<K extends keyof operations> = Exclude<Answer<K>['code'], '00000'>;
`;

/**
 * The TypeScript errors of `files` (name → text), by file, compiled by tsc with the project's settings (its paths; no
 * ambient test types), in a process of its own so that this worker keeps answering while it runs.
 */
async function compile(files: Record<string, string>): Promise<Record<string, string[]>> {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const config = {
    extends: join(ROOT, 'tsconfig.json'),
    compilerOptions: { noEmit: true, incremental: false, types: [] },
    include: [],
    files: Object.keys(files),
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const { stdout } = await promisify(execFile)(process.execPath, [tsc, '-p', dir, '--pretty', 'false'], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((e: { stdout?: string; stderr?: string }) => ({ stdout: e.stdout ?? String(e.stderr ?? e) }));
  const out: Record<string, string[]> = Object.fromEntries(Object.keys(files).map((name) => [name, []]));
  const other: string[] = [];
  stdout
    .split('\n')
    .filter((line) => /error TS\d+/.test(line))
    .forEach((line) => {
      const m = /([^/\\()]+)\((\d+),\d+\): error TS\d+: (.*)$/.exec(line);
      if (m && out[m[1]]) out[m[1]].push(`${m[1]}:${m[2]} ${m[3]}`);
      else other.push(line);
    });
  if (other.length) out['(other)'] = other;
  return out;
}

describe('types generated from GET /openapi.json (openapi-typescript)', () => {
  it('compile, and agree with the console’s own request and answer types', { timeout: 300_000 }, async () => {
    const doc = contractDocument();
    const generated = astToString(await openapiTS(doc as never));
    const byId = Object.fromEntries(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.values(item as Record<string, { operationId: string; 'x-refusals': string[] }>).map((o) => [
          o.operationId,
          { path, codes: o['x-refusals'] },
        ]),
      ),
    );
    const checks = Object.entries(CHECKED).flatMap(([id, path]) => {
      expect(byId[id]?.path).toBe(path);
      const codes = byId[id].codes.map((c) => `'${c}'`).join(' | ');
      return [
        `export const ${id}Body: Same<Body<'${id}'>, RequestOf<'${path}'>> = true;`,
        `export const ${id}Data: Same<Data<'${id}'>, DataOf<'${path}'>> = true;`,
        `export const ${id}Codes: Same<RefusalCode<'${id}'>, ${codes}> = true;`,
      ];
    });
    // the same checks must be able to fail: another call's body, and a code the call never answers
    const wrong = [
      `export const otherBody: Same<Body<'orderRefundApply'>, RequestOf<'/api/sys/role/update'>> = true;`,
      `export const otherData: Same<Data<'sysRoleList'>, DataOf<'/api/sys/role/get'>> = true;`,
      `export const moreCodes: Same<RefusalCode<'orderRefundApply'>, 'A0210'> = true;`,
    ];
    const errors = await compile({
      'api.ts': generated,
      'agree.ts': `${HELPERS}\n${checks.join('\n')}\n`,
      'disagree.ts': `${HELPERS}\n${wrong.join('\n')}\n`,
    });
    expect(errors['(other)'] ?? []).toEqual([]);
    expect(errors['api.ts']).toEqual([]);
    expect(errors['agree.ts']).toEqual([]);
    expect(errors['disagree.ts']).toEqual([
      expect.stringMatching(/^disagree\.ts:\d+ Type 'true' is not assignable to type 'false'/),
      expect.stringMatching(/^disagree\.ts:\d+ Type 'true' is not assignable to type 'false'/),
      expect.stringMatching(/^disagree\.ts:\d+ Type 'true' is not assignable to type 'false'/),
    ]);
  });
});
