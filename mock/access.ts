/** umi mock entry: Access management (/access): departments, resources, roles, people and permission groups. */
import { entry } from './backend';
import access from './access/index';

export default entry(access);
