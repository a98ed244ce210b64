import { antiAddictionOps } from '../antiAddiction';
import type { Paths } from '../operation';

/** /unity/anti-addiction: the platform's anti-addiction rules (the shared model: src/contract/antiAddiction.ts). */
const ops = antiAddictionOps('platform');

export const paths = {
  '/api/unity/antiAddiction/get': ops.get,
  '/api/unity/antiAddiction/edit': ops.edit,
  '/api/unity/antiAddiction/reveal': ops.reveal,
  '/api/unity/antiAddiction/check': ops.check,
} satisfies Paths;
