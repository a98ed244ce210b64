import type { Paths } from '../../operation';
import * as cancellations from './cancellations';
import * as simulate from './simulate';
import * as tickets from './tickets';
import * as types from './types';

/** Player tickets, ticket types and account cancellations (/operate/events, eventsManage, accountLogout). */
export const paths = {
  ...tickets.paths,
  ...types.paths,
  ...cancellations.paths,
  ...simulate.paths,
} satisfies Paths;
