import { linePaths } from '@/features/orders';

/**
 * The order screens (main business line): every path the route table has under /order. A path is also the screen's
 * authority key; a button's key is the screen's path, a colon and the action (mock/orders/routeNames.ts `buttons`).
 * `/order/flow?range=today` (or `createdFrom`/`createdTo` in epoch ms, `status`, `orderNo`, `account`) and
 * `/order/refund?status=applied` preset the lists' filters (src/features/orders/filters.ts).
 */
export const ORDER_PATHS = { root: '/order', ...linePaths('order') };
