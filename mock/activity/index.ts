/**
 * The players' simulated activity (sign-ins and payments on the backend's clock) that the areas follow, gate and read;
 * and its development helper (POST /api/__mock/activity, the devActivity entry).
 */
export * from './activity';
export { devActivityApi } from './devHandlers';
