/** umi mock entry: The packaging service (/onlinepack) with its simulated farm. */
export { default } from './package/handlers';
