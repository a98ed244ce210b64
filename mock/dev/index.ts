/** Development helpers: the API contract (GET /openapi.json) and resetting or moving the backend. */
export { default } from './handlers';
