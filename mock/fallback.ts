import access from './access';
import auth from './auth';
import check from './check';
import dev from './dev';
import devActivity from './devActivity';
import dic from './dic';
import games from './games';
import history from './history';
import operate from './operate';
import ogorder from './ogorder';
import oplog from './oplog';
import order from './order';
import pack from './package';
import pay from './pay';
import person from './person';
import portal from './portal';
import sdk from './sdk';
import setting from './setting';
import special from './special';
import unity from './unity';
import userStatistics from './userStatistics';
import views from './views';
import welcome from './welcome';
import { fallbackHandlers } from './core/fallback';

/** umi mock entry: 404 / 405 in the envelope for any other /api and /onlinepack request (every other entry is listed here). */
export default fallbackHandlers([
  access,
  auth,
  check,
  dev,
  devActivity,
  dic,
  games,
  history,
  operate,
  ogorder,
  oplog,
  order,
  pack,
  pay,
  person,
  portal,
  sdk,
  setting,
  special,
  unity,
  userStatistics,
  views,
  welcome,
]);
