/** umi mock entry: Parent games, child games, the header's game lists and who may use which game. */
export { default } from './games/handlers';
