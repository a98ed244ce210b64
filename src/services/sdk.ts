import { apiCall } from '@/request/endpoint';

/**
 * The lists of major channels and channel vendors: the /sdk screens' and the option lists several areas pick from
 * (src/hooks/useSdkOptions.ts).
 */
export const pageAppMarkets = apiCall('/api/sdk/appMarket/page');
export const pageChannels = apiCall('/api/sdk/channel/page');
