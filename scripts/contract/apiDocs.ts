import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { openApiDocument } from '../../src/contract/openapi';

/**
 * The API reference: one static, searchable HTML page of GET /openapi.json (every call with its examples and the
 * refusal codes it may answer), built by Redocly's `build-docs` with its scripts inlined (no CDN). `npm run docs:api`
 * (scripts/contract/docs.ts) builds it into dist-api-docs/index.html (kept out of git); the embedded backend serves it at /api-docs
 * (mock/dev/handlers.ts), building it on the first request and again whenever the contract has changed since.
 */
const ROOT = resolve(__dirname, '../..');
const API_DOCS_FILE = join(ROOT, 'dist-api-docs', 'index.html');
/** The hash of the document the page was built from, beside it. */
const STAMP_FILE = join(ROOT, 'dist-api-docs', 'openapi.sha256');
const CLI = join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

let building: Promise<string> | undefined;

/** The page of the current contract: built unless the one there was built from the same document. */
export function apiDocs(): Promise<string> {
  const text = JSON.stringify(openApiDocument());
  const hash = createHash('sha256').update(text).digest('hex');
  if (existsSync(API_DOCS_FILE) && existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8') === hash) {
    return Promise.resolve(API_DOCS_FILE);
  }
  // one build at a time: a second request waits for the first
  if (!building) {
    building = build(text, hash).finally(() => {
      building = undefined;
    });
  }
  return building;
}

async function build(text: string, hash: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'api-docs-'));
  try {
    const source = join(dir, 'openapi.json');
    writeFileSync(source, text);
    mkdirSync(join(ROOT, 'dist-api-docs'), { recursive: true });
    await promisify(execFile)(
      process.execPath,
      [
        CLI,
        'build-docs',
        source,
        '--inlineBundle',
        '--output',
        API_DOCS_FILE,
        '--title',
        'Game Ops Console API',
        '--config',
        join(ROOT, 'redocly.yaml'),
      ],
      {
        cwd: ROOT,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      },
    );
    writeFileSync(STAMP_FILE, hash);
    return API_DOCS_FILE;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
