import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MIN_BYTES, precompress } from './precompress';

/** A script as the build writes them: long enough, and repetitive enough to compress. */
const script = (n: number) =>
  Array.from({ length: n }, (_, i) => `export const v${i} = "${'x'.repeat(i % 40)}";`).join('\n');

describe('precompressed copies of the build (docs/rules.md "Serving")', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'static'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes gzip and brotli beside each hashed script and stylesheet, each decompressing to the file', async () => {
    const files = {
      'umi.0123abcd.js': script(400),
      'p__oplog__index.89abcdef.async.js': script(300),
      '4643.1d18f7fb.chunk.css': `.a{color:red}\n`.repeat(200),
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const done = await precompress(dir);
    expect(done.map((d) => d.file).sort()).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) {
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).toString()).toBe(text);
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).toString()).toBe(text);
    }
    // brotli at its strongest is smaller than gzip -9 on script
    const umi = done.find((d) => d.file === 'umi.0123abcd.js');
    expect(umi?.brotli).toBeLessThan(umi?.gzip ?? 0);
    expect(umi?.gzip).toBeLessThan(umi?.bytes ?? 0);
  });

  it('leaves alone what may change after the build, what is not named after its content, and small files', async () => {
    const kept = ['index.html', 'config.json', 'version.json', 'umi.js', 'static/logo.svg', 'umi.0123abcd.js.map'];
    for (const name of kept) writeFileSync(join(dir, name), script(400));
    writeFileSync(join(dir, 'tiny.0123abcd.async.js'), 'x'.repeat(MIN_BYTES - 1));
    expect(await precompress(dir)).toEqual([]);
    for (const name of [...kept, 'tiny.0123abcd.async.js']) {
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
    }
  });

  it('writes no copy that is not smaller than the file', async () => {
    // random bytes do not compress
    const noise = randomBytes(4096);
    writeFileSync(join(dir, 'noise.0123abcd.js'), noise);
    const [done] = await precompress(dir);
    expect(done.gzip).toBeGreaterThanOrEqual(noise.length);
    expect(done.brotli).toBeGreaterThanOrEqual(noise.length);
    expect(existsSync(join(dir, 'noise.0123abcd.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'noise.0123abcd.js.br'))).toBe(false);
  });
});
