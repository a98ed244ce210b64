/** umi mock entry: The stand-in of the external user portal (/portal). */
export { default } from './portal/handlers';
