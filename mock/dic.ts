/** umi mock entry: Common config (/dic). */
export { default } from './dic/handlers';
