/** umi mock entry: configuration history (versions, diff, rollback) of the console's configuration records. */
export { default } from './shared/history/handlers';
