import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeIcons, routeNames, screenButtons } from '../core/resources';
import type { AreaRouteNames } from '../core/types';
import { startBackend } from './index';

startBackend();

/**
 * The backend's start-up (./index.ts): what a domain gives the framework it registers from its setup(), which the
 * set-up runs once, before any entry or test uses the backend.
 */
const MOCK = join(__dirname, '..');
const domains = readdirSync(MOCK, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'core')
  .map((d) => d.name);

describe('the set-up', () => {
  it("registers every domain's route names: names, menu icons and list buttons", async () => {
    const withNames = domains.filter((d) => existsSync(join(MOCK, d, 'routeNames.ts')));
    expect(withNames).toEqual(expect.arrayContaining(['operate', 'orders', 'package', 'access']));
    const names = routeNames();
    const icons = routeIcons();
    const buttons = screenButtons();
    for (const d of withNames) {
      const { routeNames: area } = (await import(`../${d}/routeNames.ts`)) as { routeNames: AreaRouteNames };
      expect({ d, names: Object.keys(area.names).filter((p) => names[p] !== area.names[p]) }).toEqual({ d, names: [] });
      Object.entries(area.icons ?? {}).forEach(([p, icon]) => expect(icons[p], p).toBe(icon));
      Object.entries(area.buttons ?? {}).forEach(([p, list]) => expect(buttons[p], p).toEqual(list));
    }
  });

  it('is called by every umi entry before it hands over its handlers', () => {
    const entries = readdirSync(MOCK).filter((f) => /^\w+\.ts$/.test(f) && f !== 'fallback.ts');
    expect(entries.length).toBeGreaterThan(10);
    for (const f of entries) {
      const text = readFileSync(join(MOCK, f), 'utf8');
      expect({ f, entry: /^export default entry\(/m.test(text) }).toEqual({ f, entry: true });
    }
  });

  it('is the one place a domain registers: no module registers at load (no top-level register call)', () => {
    const REGISTERS =
      /^(registerRouteNames|seedWith|takeVersionsFrom|provideFigure|onActivity|gateActivity|dueActivity|registerEndpoint|startFarmTimer)\(/m;
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
      );
    const offenders = walk(MOCK).filter((f) => !f.endsWith('.test.ts') && REGISTERS.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
