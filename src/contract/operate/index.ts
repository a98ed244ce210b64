import type { Paths } from '../operation';
import * as accounts from './sdkAccounts';
import * as messageConfig from './messageConfig';
import * as popups from './popups';
import * as updateConfig from './updateConfig';

/** The game-operations area (/operate/*): one fragment per screen, merged here. */
export const paths = {
  ...updateConfig.paths,
  ...messageConfig.paths,
  ...popups.paths,
  ...accounts.paths,
} satisfies Paths;
