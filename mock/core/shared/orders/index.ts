/** The orders of both business lines (/order and /ogorder): one store of orders, each line's endpoints. */
export { ogorderEntries, orderEntries } from './handlers';
