/** umi mock entry: The welcome summary (/welcome). */
export { default } from './welcome/handlers';
