import { apiCall } from '@/request/endpoint';

/**
 * Role rebind (/special/rebind-user) of the current game: an account's roles to choose from, preview, execute bound to
 * the preview's token, records. Shapes from the API contract (src/contract/operate/transfer.ts, shared with the
 * account migration); screen: src/components/roleTransfer.
 */
export const rebindCalls = {
  roles: apiCall('/api/special/rebindUser/roles'),
  preview: apiCall('/api/special/rebindUser/preview'),
  execute: apiCall('/api/special/rebindUser/execute'),
  page: apiCall('/api/special/rebindUser/page'),
};
