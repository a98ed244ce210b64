import type { PairBody } from '@/features/roleTransfer';
import type { CreateOptions } from '@/request';
import { apiCall } from '@/request/endpoint';

const execute = apiCall('/api/special/rebindUser/execute');

/**
 * Role rebind (/special/rebind-user) of the current game: an account's roles to choose from, preview, execute bound to
 * the preview's token, records. Shapes from the API contract (src/contract/roleTransfer.ts, shared with the
 * account migration); screen: src/features/roleTransfer.
 */
export const rebindCalls = {
  roles: apiCall('/api/special/rebindUser/roles'),
  preview: apiCall('/api/special/rebindUser/preview'),
  // a rebind names the roles it moves (the screen sends the chosen ones)
  execute: (body: PairBody & { reason: string; token: string; changeReason: string }, options: CreateOptions) =>
    execute({ ...body, roleIds: body.roleIds ?? [] }, options),
  page: apiCall('/api/special/rebindUser/page'),
};
