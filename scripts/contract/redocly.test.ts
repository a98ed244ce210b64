import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { contractDocument } from './document';

/**
 * GET /openapi.json under Redocly's recommended rules (redocly.yaml), as a backend or tools team would lint it: the
 * Redocly CLI (`redocly lint`) on the document written to a file; any error or warning fails.
 */
const ROOT = resolve(__dirname, '../..');
const CLI = join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
const CONFIG = join(ROOT, 'redocly.yaml');
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Problem {
  ruleId: string;
  severity: string;
  message: string;
  location: Array<{ pointer?: string }>;
}

/** Redocly's problems with `doc` (its JSON report), one line each. */
async function lint(doc: unknown, name: string): Promise<{ totals: Record<string, number>; lines: string[] }> {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(doc));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [CLI, 'lint', file, '--config', CONFIG, '--format', 'json', '--max-problems', '10000'],
    {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
      // no usage report and no update check: the run is offline and quiet
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    },
  ).catch((e: { stdout?: string; stderr?: string }) => {
    // problems of severity error exit 1: the report is on stdout all the same
    if (e.stdout) return { stdout: e.stdout };
    throw new Error(`redocly lint did not run: ${e.stderr ?? e}`);
  });
  const report = JSON.parse(stdout) as { totals: Record<string, number>; problems: Problem[] };
  const lines = report.problems.map(
    (p) => `${p.severity} ${p.ruleId}: ${p.message.split('\n')[0]} (${p.location[0]?.pointer ?? ''})`,
  );
  return { totals: report.totals, lines };
}

describe('GET /openapi.json under Redocly (redocly.yaml: recommended rules)', () => {
  it('has no error and no warning', { timeout: 180_000 }, async () => {
    const { totals, lines } = await lint(contractDocument(), 'openapi');
    expect(lines.slice(0, 50)).toEqual([]);
    expect(totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('is linted for real: a missing or repeated operationId, or an example its schema refuses, is reported', {
    timeout: 180_000,
  }, async () => {
    const doc = structuredClone(contractDocument()) as unknown as {
      paths: Record<string, { post?: Record<string, unknown> }>;
    };
    const login = doc.paths['/api/mng/login'].post as Record<string, unknown>;
    delete login.operationId;
    (doc.paths['/api/mng/logout'].post as Record<string, unknown>).operationId = 'sysRoleList';
    const body = (login.requestBody as { content: Record<string, { example: Record<string, unknown> }> }).content;
    body['application/json'].example = { account: 5 };
    const { lines } = await lint(doc, 'broken');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^warn operation-operationId: .*~1api~1mng~1login\//),
        expect.stringMatching(/^error operation-operationId-unique: /),
        expect.stringMatching(/^warn no-invalid-media-type-examples: .*~1api~1mng~1login\//),
      ]),
    );
  });

  it('switches a rule off only with its reason beside it', () => {
    const lines = readFileSync(CONFIG, 'utf8').split('\n');
    const off = lines.flatMap((line, i) => (/^\s+[a-z0-9.-]+:\s*off\s*$/.test(line) ? [i] : []));
    expect(off.length).toBeGreaterThan(0);
    const bare = off.filter((i) => !/^\s*#\s*\S/.test(lines[i - 1] ?? '')).map((i) => lines[i].trim());
    expect(bare).toEqual([]);
    expect(lines.some((l) => /^\s+-\s*recommended\s*$/.test(l))).toBe(true);
  });
});
