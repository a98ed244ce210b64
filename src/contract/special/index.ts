import type { Paths } from '../operation';
import * as antiAddiction from './antiAddiction';
import * as channelGroups from './channelGroups';
import * as cutPay from './cutPay';
import * as monitor from './monitor';

/** The special area (/special/*): one fragment per screen, merged here. */
export const paths = {
  ...cutPay.paths,
  ...antiAddiction.paths,
  ...channelGroups.paths,
  ...monitor.paths,
} satisfies Paths;
