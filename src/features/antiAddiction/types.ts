import type { AntiAddictionView, CheckAnswer, CheckQuery, RuleWrite, SecretField } from '@/contract/antiAddiction';
import type { RecordStamp } from '@/contract/operation';
import type { CallOptions } from '@/request';

/**
 * What the anti-addiction screens need from their area: the four calls of one scope (the platform's under /unity, a
 * game's under /special; same shapes), the screen's path (its `:edit` button key) and the scope.
 */
interface Answer<T> {
  data: T;
}
export interface AntiAddictionCalls {
  get: () => Promise<Answer<AntiAddictionView & RecordStamp>>;
  /** with the version the rules were read at (docs/rules.md "Request ids and versions") */
  edit: (
    body: {
      mode?: 'inherit' | 'override';
      rules?: RuleWrite;
      changeReason: string;
      emergency?: boolean;
      baseVersion: number;
    },
    options?: CallOptions,
  ) => Promise<unknown>;
  reveal: (body: { field: SecretField; reason: string }) => Promise<Answer<{ field: string; value: string }>>;
  check: (body: CheckQuery) => Promise<Answer<CheckAnswer>>;
}

export interface AntiAddictionScreenProps {
  scope: 'platform' | 'game';
  /** the screen's route path: `${screen}:edit` gates saving */
  screen: string;
  calls: AntiAddictionCalls;
}
