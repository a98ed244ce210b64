import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IApi } from '@umijs/max';
import { bakedStylesScript } from '../src/styles/bakedLink';

/**
 * docs/rules.md "Pre-baked component styles": in a production build, index.html gets the script of
 * src/styles/bakedLink.ts before its first stylesheet, linking public/antd-baked.css (copied to dist/ as is) with a
 * hash of its content as version, so a browser never keeps an old file. Without the file (not baked yet) nothing is
 * added and antd generates every style in the browser as before. Development builds never load it (their class names
 * differ from the production ones the file was made with).
 */
export default (api: IApi) => {
  api.modifyHTML(($) => {
    if (api.env !== 'production') return $;
    const file = join(api.cwd, 'public', 'antd-baked.css');
    if (!existsSync(file)) return $;
    const version = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 8);
    const first = $('head link[rel="stylesheet"]').first();
    if (!first.length) throw new Error('bakedStylesPlugin: index.html has no stylesheet to put the baked one before');
    first.before(`${bakedStylesScript(`/antd-baked.css?v=${version}`)}\n`);
    return $;
  });
};
