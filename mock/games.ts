/** umi mock entry: The header's game lists: the games the person may use and the current game's child games. */
import { entry } from './backend';
import games from './games/index';

export default entry(games);
