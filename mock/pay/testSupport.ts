/** What other domains' tests may read of the pay area (docs/rules.md "Areas and layers"): its records as stored. */
export { payState } from './state';
