import { apiCall } from '@/request/endpoint';

/**
 * Account migration (/operate/userAccountMigration) of the current game: preview, execute bound to the preview's
 * token, records. Shapes from the API contract (src/contract/roleTransfer.ts); screen: src/features/roleTransfer.
 */
export const migrationCalls = {
  preview: apiCall('/api/operate/userAccountMigration/preview'),
  execute: apiCall('/api/operate/userAccountMigration/execute'),
  page: apiCall('/api/operate/userAccountMigration/page'),
};
