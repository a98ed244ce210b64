import { antiAddictionOps } from '../antiAddiction';
import type { Paths } from '../operation';

/**
 * /special/anti-addiction: the current game's (X-Game-Id) anti-addiction rules, inheriting or overriding the
 * platform's (the shared model: src/contract/antiAddiction.ts).
 */
const ops = antiAddictionOps('game');

export const paths = {
  '/api/special/antiAddiction/get': ops.get,
  '/api/special/antiAddiction/edit': ops.edit,
  '/api/special/antiAddiction/reveal': ops.reveal,
  '/api/special/antiAddiction/check': ops.check,
} satisfies Paths;
