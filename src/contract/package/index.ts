import type { Paths } from '../operation';
import * as farm from './farm';
import * as tasks from './tasks';

/**
 * The package area, online packaging (/onlinepack; src/pages/package/README.md "Package"). /onlinepack answers
 * {code, msg, data} (0 success). Game-scoped calls need X-Game-Id.
 */
export const paths = { ...tasks.paths, ...farm.paths } satisfies Paths;
