/** umi mock entry: Menu entries, dictionaries and app keys (/unity). */
export { default } from './unity/handlers';
