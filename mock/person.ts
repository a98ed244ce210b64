/** umi mock entry: The person's own profile (/person). */
import { entry } from './backend';
import person from './person/index';

export default entry(person);
