/** The anti-addiction rules' endpoints, the platform's (/unity/anti-addiction) and a game's (/special/anti-addiction). */
export { antiAddictionApi } from './handlers';
