/** umi mock entry: game operations, bans (/operate/stopConfig). The player store is mock/core/players. */
import { bansApi } from './operate/stopConfig/handlers';

export default { ...bansApi };
