/** umi mock entry: Access management (/access): departments, resources, roles, people and permission groups. */
export { default } from './access/handlers';
