/**
 * Where the browser tests' servers are (playwright.config.ts starts them; `test` in support.ts points each worker at
 * its own). Each worker has its own `max preview` and so its own embedded backend, on E2E_PORT + its parallel index:
 * a test resets and changes only its worker's backend, so files run side by side without seeing each other's state.
 * E2E_WORKERS sets how many (default 1: on the 2-core CI machine a whole run with 2 took as long as with 1, 29.6 against
 * 29.5 minutes, every test twice as slow, and two tests lost races; on a larger machine 2 or more pay); E2E_BASE_URL points
 * the tests at a server already running (e.g. `npm start` on :8000), which is then shared, so by one worker.
 */
const PORT = Number(process.env.E2E_PORT || 4172);

export const EXTERNAL_URL = process.env.E2E_BASE_URL;

export const E2E_WORKERS = EXTERNAL_URL ? 1 : Math.max(1, Number(process.env.E2E_WORKERS || 1));

/** The address of the server of the worker with this parallel index. */
export function serverURL(parallelIndex: number): string {
  return EXTERNAL_URL || `http://localhost:${PORT + parallelIndex}`;
}

/** The port of the server of the worker with this parallel index (no port of ours with E2E_BASE_URL). */
export function serverPort(parallelIndex: number): number {
  return PORT + parallelIndex;
}
