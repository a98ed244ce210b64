/** umi mock entry: The person's own profile (/person). */
export { default } from './person/handlers';
