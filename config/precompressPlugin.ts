import type { IApi } from '@umijs/max';
import { precompress } from './precompress';

/** Every production build writes the compressed copies of its hashed files (config/precompress.ts). */
export default (api: IApi) => {
  api.onBuildComplete(async ({ err }) => {
    if (err || api.env !== 'production') return;
    const done = await precompress(api.paths.absOutputPath);
    const sum = (k: 'bytes' | 'gzip' | 'brotli') => done.reduce((n, d) => n + d[k], 0) / 1024;
    api.logger.info(
      `precompressed ${done.length} files: ${sum('bytes').toFixed(0)} KiB → gzip ${sum('gzip').toFixed(0)} KiB, brotli ${sum('brotli').toFixed(0)} KiB`,
    );
  });
};
