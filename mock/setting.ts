/** umi mock entry: Child games of the current parent game (/setting). */
export { default } from './setting/handlers';
