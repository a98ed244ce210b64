import auth from './auth';
import { fallbackHandlers } from './core/fallback';
import dev from './dev';
import games from './games';
import onlinepack from './onlinepack';
import oplog from './oplog';
import platform from './platform';
import portal from './portal';
import sdk from './sdk';
import sys from './sys';

/** 404 / 405 in the envelope for any other /api and /onlinepack request (every other entry is listed here). */
export default fallbackHandlers([auth, dev, games, onlinepack, oplog, platform, portal, sdk, sys]);
