import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IApi } from '@umijs/max';
import { buildInfo, versionFile } from './buildInfo';

/**
 * docs/rules.md "Run-time configuration": the build's version and commit go into the bundle (process.env.BUILD_VERSION,
 * process.env.BUILD_COMMIT; the settings drawer shows them) and, with the time of the build, into dist/version.json.
 * Neither is committed.
 */
export default (api: IApi) => {
  const info = buildInfo(api.cwd);
  api.modifyConfig((memo) => {
    memo.define = {
      ...memo.define,
      'process.env.BUILD_VERSION': info.version,
      'process.env.BUILD_COMMIT': info.commit,
    };
    return memo;
  });
  api.onBuildComplete(({ err }) => {
    if (err || api.env !== 'production') return;
    writeFileSync(join(api.paths.absOutputPath, 'version.json'), versionFile(info));
  });
};
