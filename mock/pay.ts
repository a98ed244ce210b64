/** umi mock entry: pay configuration, pay lists and billing points (/pay). */
export { default } from './pay/handlers';
