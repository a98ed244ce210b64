/** Saved table views, per person and list (docs/rules.md "Saved table views"). */
export { default } from './handlers';
