import { isPendingChange } from '@/contract/approvalValues';
import type { QueuedChange } from '@/services/changeRequests';

/**
 * A risky change the backend did not apply but queued for a second person's approval (docs/rules.md "Change
 * requests"): its answer is the usual success envelope whose data is `{ changeRequest: { id, status: 'pending',
 * expiresAt } }`. Given an answer (the envelope or its data), the queued request, else undefined (the change was
 * applied).
 */
export function queuedOf(answer: unknown): QueuedChange | undefined {
  const data = answer && typeof answer === 'object' && 'code' in answer ? (answer as { data?: unknown }).data : answer;
  return isPendingChange(data) ? data.changeRequest : undefined;
}
