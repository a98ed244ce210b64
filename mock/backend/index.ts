/**
 * The backend assembled (docs/rules.md "Backend (embedded)"): every domain's set-up, run once, in this order, before
 * an entry hands umi its handlers (`entry`) and before a test builds the backend (`startBackend`, called by the tests
 * that need the whole backend). The store's seeds run in the order they are registered, on one seeded PRNG: the games
 * first, then the organisation that is given them, the menu entries, the operation log that names people and games.
 */
import { startOnce } from '../core/setup';
import { setup as access } from '../access/index';
import { setup as changeRequest } from '../changeRequest/index';
import { setup as check } from '../check/index';
import { setup as dic } from '../dic/index';
import { setup as games } from '../games/index';
import { setup as history } from '../history/index';
import { setup as operate } from '../operate/index';
import { setup as oplog } from '../oplog/index';
import { setup as orders } from '../orders';
import { setup as pack } from '../package/index';
import { setup as pay } from '../pay/index';
import { setup as person } from '../person/index';
import { setup as sdk } from '../sdk/index';
import { setup as setting } from '../setting/index';
import { setup as special } from '../special/index';
import { setup as unity } from '../unity/index';
import { setup as userStatistics } from '../userStatistics/index';
import { setup as welcome } from '../welcome/index';

const SETUPS: ReadonlyArray<() => void> = [
  // the store's seeds, in this order
  games,
  access,
  unity,
  oplog,
  // route names, versions, the activity's followers, the farm's clock
  changeRequest,
  check,
  dic,
  history,
  operate,
  orders,
  pack,
  pay,
  person,
  sdk,
  setting,
  special,
  userStatistics,
  welcome,
];

/** Runs every domain's set-up (the first call only). */
export function startBackend(): void {
  startOnce(SETUPS);
}

/** An umi mock entry's handlers, once the backend is set up: `export default entry(handlers)`. */
export function entry<T>(handlers: T): T {
  startBackend();
  return handlers;
}
