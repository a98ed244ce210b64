/** umi mock entry: Channels and SDKs (/api/sdk). */
export { default } from './sdk/handlers';
