/** Sign-in, single sign-on, sign-out, the current person, the menu entries and page views. */
export { default } from './handlers';
