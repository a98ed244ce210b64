/**
 * The operating-entity screens (/setting/operation/*). A path is also the screen's authority key; a button's key is
 * the list screen's path and the action (`operationButton('publish')`). The hidden screens take `?entityId=`; the
 * create pages also `?from=<version id>` to start from an existing version.
 */
export const OPERATION_PATHS = {
  operation: '/setting/operation',
  protocol: '/setting/operation/protocol',
  protocolCreate: '/setting/operation/protocol/create',
  protocolCreateOverseas: '/setting/operation/protocol/createOverseas',
  smsList: '/setting/operation/smsList',
} as const;

export const operationButton = (op: 'add' | 'edit' | 'delete' | 'publish' | 'export') =>
  `${OPERATION_PATHS.operation}:${op}`;
