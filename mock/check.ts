/** umi mock entry: The self-check platform (/api/check). */
export { default } from './check/handlers';
