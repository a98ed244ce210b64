import type { IApi } from '@umijs/max';

/**
 * V8's explicit compile hint (Chrome 136 and later; other browsers read it as a comment): every function of a file
 * that starts with it is compiled at once, on a background thread while the file streams in, instead of on the main
 * thread the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * docs/rules.md "Compile hints": a production build starts every JavaScript file with {@link COMPILE_HINT}. Added
 * after the minifier (which drops comments) and after umi's esbuild IIFE wrapper (which would put the hint inside
 * its wrapper), and before the content hashes are computed, so a file's name still follows its content.
 */
export default (api: IApi) => {
  api.chainWebpack((memo, { env, webpack }) => {
    if (env !== 'production') return memo;
    const { Compilation, sources } = webpack;
    memo.plugin('compile-hints').use(
      class CompileHints {
        apply(compiler: InstanceType<typeof webpack.Compiler>) {
          compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
            compilation.hooks.processAssets.tap(
              { name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 },
              (assets) => {
                for (const name of Object.keys(assets)) {
                  if (!name.endsWith('.js')) continue;
                  // umi's IIFE wrapper looks again at every file changed after its stage: marked as done, it leaves
                  // the hinted file as it is (it would wrap the hint inside its function)
                  compilation.updateAsset(name, (old) => new sources.ConcatSource(COMPILE_HINT, old), {
                    EsbuildMinifyFix: true,
                  });
                }
              },
            );
          });
        }
      },
    );
    return memo;
  });
};
