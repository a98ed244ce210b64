import { rmSync } from 'node:fs';

/** Removes the copy of dist/ nginx served (playwright.nginx.config.ts). */
export default function teardown() {
  if (process.env.E2E_NGINX_ROOT) rmSync(process.env.E2E_NGINX_ROOT, { recursive: true, force: true });
}
