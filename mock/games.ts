/** umi mock entry: The header's game lists: the games the person may use and the current game's child games. */
export { default } from './games/handlers';
