import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { isPatchedFile, LIBRARY_PATCHES, type LibraryPatch } from './libraryPatches';

const require = createRequire(import.meta.url);
const { applyPatches } = require('./libraryPatchesLoader.cjs') as {
  applyPatches: (source: string, patches: readonly LibraryPatch[]) => string;
};

/** The installed copy the build reads: react-intl is umi's locale plugin's own, intl-messageformat that one's. */
function installed(file: string): string {
  const umiPlugins = dirname(require.resolve('@umijs/plugins/package.json'));
  const fromUmi = createRequire(join(umiPlugins, 'package.json'));
  if (file.startsWith('react-intl/')) return fromUmi.resolve(file);
  if (file.startsWith('intl-messageformat/')) {
    return createRequire(fromUmi.resolve('react-intl/package.json')).resolve(file);
  }
  return require.resolve(file);
}

describe('library patches (docs/rules.md "Library patches")', () => {
  it.each(LIBRARY_PATCHES.map((p) => [p.file, p] as const))('%s: the installed file takes its patch', (_, patch) => {
    const source = readFileSync(installed(patch.file), 'utf8');
    const patched = applyPatches(source, [patch]);
    expect(patched).toContain(patch.replace);
    // the text replaced is left only where the replacement itself has it (a patch that inserts before it)
    const count = (text: string) => text.split(patch.find).length - 1;
    expect(count(patched)).toBe(count(patch.replace));
  });

  it('leaves no Intl object made as the patched modules load', () => {
    const patched = (file: string) =>
      applyPatches(
        readFileSync(installed(file), 'utf8'),
        LIBRARY_PATCHES.filter((p) => p.file === file),
      );
    // intl-messageformat: the default locale only inside a getter
    const core = patched('intl-messageformat/lib/core.js');
    expect(core).not.toMatch(/IntlMessageFormat\.defaultLocale = new Intl/);
    expect(core).toMatch(
      /get: function \(\) \{\n\s+if \(defaultLocale === undefined\) defaultLocale = new Intl\.NumberFormat/,
    );
    // pro-field's money field: no formatter at the top level of the module
    expect(patched('@ant-design/pro-field/es/components/Money/index.js')).not.toMatch(/^var \w+ = new Intl\./m);
    // react-intl: both locale checks only when an onError other than the default one listens
    const provider = patched('react-intl/lib/components/provider.js');
    expect(provider.match(/onError !== DEFAULT_INTL_CONFIG\.onError && !Intl\.\w+\.supportedLocalesOf/g)).toHaveLength(
      2,
    );
  });

  it('fails, naming the patch and the file, when the text is missing or found twice', () => {
    const patch: LibraryPatch = { file: 'lib/a.js', find: 'let a = 1;\n', replace: 'let a = 2;\n', why: 'a test' };
    expect(applyPatches('x\nlet a = 1;\ny\n', [patch])).toBe('x\nlet a = 2;\ny\n');
    expect(() => applyPatches('let b = 1;\n', [patch])).toThrow(
      'library patch (config/libraryPatches.ts) "a test": its text is not in lib/a.js; the library has changed',
    );
    expect(() => applyPatches('let a = 1;\nlet a = 1;\n', [patch])).toThrow(
      /"a test": its text is in lib\/a\.js more than once/,
    );
  });

  it('applies several patches of one file in turn', () => {
    const one: LibraryPatch = { file: 'f.js', find: 'A', replace: 'B', why: 'one' };
    const two: LibraryPatch = { file: 'f.js', find: 'BC', replace: 'D', why: 'two' };
    expect(applyPatches('xAC', [one, two])).toBe('xD');
  });

  it('matches a file by its path inside node_modules, on any system', () => {
    const file = '@ant-design/pro-field/es/components/Money/index.js';
    expect(isPatchedFile(`/w/node_modules/${file}`, file)).toBe(true);
    expect(isPatchedFile(`C:\\w\\node_modules\\${file.replace(/\//g, '\\')}`, file)).toBe(true);
    expect(isPatchedFile(`/w/node_modules/x-${file}`, file)).toBe(false);
    expect(
      isPatchedFile('/w/node_modules/react-intl/lib/components/provider.jsx', 'react-intl/lib/components/provider.js'),
    ).toBe(false);
  });
});
