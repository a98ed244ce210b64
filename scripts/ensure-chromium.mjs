#!/usr/bin/env node
/**
 * Browser tests use the system Chromium at /usr/bin/chromium (no playwright browser download).
 * Missing: installed with apt when running as root; otherwise the command to run is printed and the exit code is 1.
 */
import { ensureFromApt } from './ensure-apt.mjs';

process.exit(ensureFromApt({ name: 'ensure-chromium', path: '/usr/bin/chromium', pkg: 'chromium' }) ? 0 : 1);
