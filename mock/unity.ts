/** umi mock entry: Parent games and who may use them, menu entries, dictionaries and app keys (/unity). */
export { default } from './unity/handlers';
