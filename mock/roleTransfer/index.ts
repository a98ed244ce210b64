/**
 * Account migration (/operate/userAccountMigration) and role rebind (/special/rebind-user): one set of rules, each
 * screen with its own endpoints (src/pages/operate/README.md "Account migration and role rebind").
 */
export { rebindRolesApi, transferApi } from './handlers';
