import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildInfo, versionFile } from './buildInfo';

const ROOT = resolve(__dirname, '..');

describe('build identity (docs/rules.md "Run-time configuration")', () => {
  it("is package.json's version and the checkout's HEAD", () => {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    expect(buildInfo(ROOT, {})).toEqual({ version: '0.1.0', commit: head });
    expect(head).toMatch(/^[0-9a-f]{40}$/);
  });

  it('BUILD_COMMIT names the commit of a build without .git', () => {
    expect(buildInfo(ROOT, { BUILD_COMMIT: ' 0123abc ' }).commit).toBe('0123abc');
  });

  it("outside a git checkout (a copy of the sources, or unpacked inside another repository) the commit is 'unknown'", () => {
    const dir = mkdtempSync(join(tmpdir(), 'build-info-'));
    try {
      cpSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
      expect(buildInfo(dir, {})).toEqual({ version: '0.1.0', commit: 'unknown' });
      // the sources unpacked in a folder of some other repository: that repository's commit is not this build's
      execFileSync('git', ['init', '-q', dir]);
      execFileSync('git', [
        '-C',
        dir,
        '-c',
        'user.name=t',
        '-c',
        'user.email=t@t',
        'commit',
        '-q',
        '--allow-empty',
        '-m',
        'x',
      ]);
      mkdirSync(join(dir, 'console'));
      cpSync(join(ROOT, 'package.json'), join(dir, 'console', 'package.json'));
      expect(buildInfo(join(dir, 'console'), {}).commit).toBe('unknown');
      expect(buildInfo(dir, {}).commit).toMatch(/^[0-9a-f]{40}$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('/version.json holds the version, the commit and when it was built', () => {
    const text = versionFile({ version: '1.2.3', commit: 'abc' }, new Date(Date.UTC(2026, 10, 26, 8)));
    expect(JSON.parse(text)).toEqual({ version: '1.2.3', commit: 'abc', builtAt: '2026-11-26T08:00:00.000Z' });
  });
});
