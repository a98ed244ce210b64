#!/usr/bin/env node
/**
 * Resets the embedded backend's state: signs in as an admin by API, then POST /api/__mock/reset (JSON).
 * The reset endpoint exists only when the server runs with MOCK_DEV_ENDPOINTS=1 (`npm start` and the browser
 * tests' server set it) and answers only a signed-in admin.
 * Port: first argument, else MOCK_PORT or PORT, else 8000 (max dev). `node scripts/mock-reset.mjs 4172` for max preview.
 * A full base URL is accepted too: `node scripts/mock-reset.mjs http://localhost:4172`.
 * The admin account: MOCK_ADMIN / MOCK_ADMIN_PASSWORD, else the seeded admin (admin / admin123).
 */
const arg = process.argv[2] || process.env.MOCK_PORT || process.env.PORT || '8000';
const base = /^https?:\/\//.test(arg) ? arg.replace(/\/+$/, '') : `http://localhost:${arg}`;
const url = `${base}/api/__mock/reset`;
const account = process.env.MOCK_ADMIN || 'admin';
const password = process.env.MOCK_ADMIN_PASSWORD || 'admin123';

async function postJson(path, body, token) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.satoken = token;
  const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: shown as is
  }
  return { res, text, json };
}

try {
  const login = await postJson('/api/mng/login', { account, password });
  if (login.json?.code !== '00000') {
    console.error(`POST ${base}/api/mng/login as ${account} → ${login.res.status}`);
    console.error(login.text);
    process.exit(1);
  }
  const { res, text, json } = await postJson('/api/__mock/reset', {}, login.json.data.sToken);
  console.log(`POST ${url} → ${res.status}`);
  console.log(json ? JSON.stringify(json, null, 2) : text);
  if (res.status === 404)
    console.error('The reset endpoint is off: start the server with MOCK_DEV_ENDPOINTS=1 (npm start does).');
  process.exit(res.ok && json?.code === '00000' ? 0 : 1);
} catch (e) {
  const cause = e instanceof Error && e.cause instanceof Error ? ` (${e.cause.message})` : '';
  console.error(`POST ${url} failed: ${e instanceof Error ? e.message : String(e)}${cause}`);
  process.exit(1);
}
