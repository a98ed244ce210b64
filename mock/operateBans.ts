/** umi mock entry: game operations, bans (/operate/stopConfig). The player store is mock/core/players. */
import { bansApi } from './operate/bans/handlers';

export default { ...bansApi };
