#!/usr/bin/env node
/**
 * Resets the embedded backend's state: POST /api/__mock/reset.
 * Port: first argument, else MOCK_PORT or PORT, else 8000 (max dev). `node scripts/mock-reset.mjs 4172` for max preview.
 * A full base URL is accepted too: `node scripts/mock-reset.mjs http://localhost:4172`.
 */
const arg = process.argv[2] || process.env.MOCK_PORT || process.env.PORT || '8000';
const base = /^https?:\/\//.test(arg) ? arg.replace(/\/+$/, '') : `http://localhost:${arg}`;
const url = `${base}/api/__mock/reset`;

try {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  const text = await res.text();
  let shown = text;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // not JSON: print as is
  }
  console.log(`POST ${url} → ${res.status}`);
  console.log(shown);
  process.exit(res.ok ? 0 : 1);
} catch (e) {
  const cause = e instanceof Error && e.cause instanceof Error ? ` (${e.cause.message})` : '';
  console.error(`POST ${url} failed: ${e instanceof Error ? e.message : String(e)}${cause}`);
  process.exit(1);
}
