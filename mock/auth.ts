/** umi mock entry: Sign-in, single sign-on, sign-out, the current person, the menu entries and page views. */
import { entry } from './backend';
import auth from './auth/index';

export default entry(auth);
