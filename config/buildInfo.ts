import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';

/** Which build this is (docs/rules.md "Run-time configuration"): shown in the console and in /version.json. */
export interface BuildInfo {
  /** package.json's version */
  version: string;
  /** the git commit built, 'unknown' outside a git checkout of the project */
  commit: string;
}

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'], encoding: 'utf8' }).trim();

/**
 * The build's identity. The commit is BUILD_COMMIT when set (a build from an archive or a container context without
 * `.git`), else the checkout's HEAD; a folder that is not the top of a git checkout (a copy of the sources, a
 * project unpacked inside some other repository) or a machine without git builds as 'unknown'.
 */
export function buildInfo(cwd: string, env: NodeJS.ProcessEnv = process.env): BuildInfo {
  const { version } = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { version?: unknown };
  let commit = env.BUILD_COMMIT?.trim() || '';
  if (!commit) {
    try {
      if (realpathSync(git(cwd, ['rev-parse', '--show-toplevel'])) === realpathSync(cwd)) {
        commit = git(cwd, ['rev-parse', 'HEAD']);
      }
    } catch {
      // not a git checkout, or no git
    }
  }
  return { version: typeof version === 'string' && version ? version : '0.0.0', commit: commit || 'unknown' };
}

/** /version.json's text: the identity and when it was built. */
export function versionFile(info: BuildInfo, builtAt: Date = new Date()): string {
  return `${JSON.stringify({ ...info, builtAt: builtAt.toISOString() }, null, 2)}\n`;
}
