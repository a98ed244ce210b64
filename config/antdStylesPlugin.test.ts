import type { IApi } from '@umijs/max';
import plugin from './antdStylesPlugin';
import defaultSettings from './defaultSettings';

const made = vi.hoisted(() =>
  vi.fn(() => ({ css: '.a{color:red}', map: '.data-ant-cssinjs-cache-path{content:"k|a:1";}', styles: 1 })),
);
vi.mock('./antdStyles', () => ({ antdSheet: made }));

/** The plugin's hooks on a stand-in of umi's API, for a command's environment; the files are generated twice. */
function run(env: 'production' | 'development') {
  const hooks: { generate?: () => void; imports?: () => Array<{ source: string }> } = {};
  const written = new Map<string, string>();
  const api = {
    env,
    logger: { info: vi.fn() },
    onGenerateFiles: (fn: () => void) => {
      hooks.generate = fn;
    },
    addEntryImports: (fn: () => Array<{ source: string }>) => {
      hooks.imports = fn;
    },
    writeTmpFile: (file: { path: string; content: string; noPluginDir?: boolean }) => {
      expect(file.noPluginDir).toBe(true);
      written.set(file.path, file.content);
    },
  } as unknown as IApi;
  plugin(api);
  hooks.generate?.();
  hooks.generate?.();
  return { written: Object.fromEntries(written), imports: hooks.imports?.() };
}

describe('antd’s styles at build time: the plugin (config/antdStylesPlugin.ts)', () => {
  beforeEach(() => made.mockClear());

  it('a build writes the sheet where the main layout imports it and its list into the entry’s stylesheet, made once', () => {
    const { written, imports } = run('production');
    expect(written).toEqual({
      'plugin-antdStyles/main.css': '.a{color:red}',
      'plugin-antdStyles/list.css': '.data-ant-cssinjs-cache-path{content:"k|a:1";}',
    });
    expect(imports).toEqual([{ source: '@@/plugin-antdStyles/list.css' }]);
    expect(made).toHaveBeenCalledTimes(1);
    expect(made).toHaveBeenCalledWith(defaultSettings.colorPrimary);
  });

  it('max dev and max setup write both empty: antd generates every style in the page', () => {
    const { written, imports } = run('development');
    expect(Object.keys(written).sort()).toEqual(['plugin-antdStyles/list.css', 'plugin-antdStyles/main.css']);
    for (const css of Object.values(written)) expect(css).not.toContain('{');
    expect(imports).toEqual([{ source: '@@/plugin-antdStyles/list.css' }]);
    expect(made).not.toHaveBeenCalled();
  });
});
