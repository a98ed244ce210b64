import type { Paths } from '../../operation';
import * as cancellations from '../accountLogout';
import * as simulate from '../simulate';
import * as tickets from '../events';
import * as types from '../eventsManage';

/** Player tickets, ticket types and account cancellations (/operate/events, eventsManage, accountLogout). */
export const paths = {
  ...tickets.paths,
  ...types.paths,
  ...cancellations.paths,
  ...simulate.paths,
} satisfies Paths;
