import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * docs/rules.md "Serving": the build's hashed scripts and stylesheets compressed once, at build time, at the
 * strongest settings (gzip -9, brotli 11), beside each file as `<file>.gz` and `<file>.br`. nginx sends them as they
 * are (`gzip_static`, `brotli_static` in deploy/nginx.conf) instead of compressing every answer on the fly at level 6.
 * Only files named after their content: they never change, so a compressed copy never goes stale (index.html,
 * config.json and version.json may be edited after the build: nginx compresses those itself).
 */

/** A file the build names after its content, as deploy/nginx.conf's cache map matches it. */
export const HASHED = /\.[0-9a-f]{8}(\.async|\.chunk)?\.(js|css)$/;

/** Below this nginx does not compress either (`gzip_min_length`): the headers would outweigh the gain. */
export const MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

export interface Precompressed {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

/**
 * Writes `.gz` and `.br` beside every hashed script and stylesheet under `dir` of at least MIN_BYTES; a copy that
 * would not be smaller than the file is not written (nginx then sends the file as it is). Answers what it compressed.
 */
export async function precompress(dir: string): Promise<Precompressed[]> {
  const files = filesUnder(dir).filter((f) => HASHED.test(f));
  const done = await Promise.all(
    files.map(async (file) => {
      const body = readFileSync(file);
      if (body.length < MIN_BYTES) return undefined;
      const [gz, br] = await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      ]);
      if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
      if (br.length < body.length) writeFileSync(`${file}.br`, br);
      return { file: relative(dir, file), bytes: body.length, gzip: gz.length, brotli: br.length };
    }),
  );
  return done.filter((d): d is Precompressed => d !== undefined);
}
