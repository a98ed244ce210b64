/** What other domains' tests may read of the anti-addiction rules (docs/rules.md "Areas and layers"): as stored. */
export { antiAddictionArea } from './state';
