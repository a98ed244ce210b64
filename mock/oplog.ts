/** umi mock entry: The operation log (/oplog). */
export { default } from './oplog/handlers';
