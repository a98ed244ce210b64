/** The stand-in of the external user portal (/portal). */
export { default } from './handlers';
