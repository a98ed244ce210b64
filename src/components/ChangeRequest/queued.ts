import type { QueuedChange } from '@/services/changeRequests';

/**
 * A risky change the backend did not apply but queued for a second person's approval (issue 34): its answer is the
 * usual success envelope whose data is `{ changeRequest: { id, status: 'pending', expiresAt } }`. Given an answer
 * (the envelope or its data), the queued request, else undefined (the change was applied).
 */
export function queuedOf(answer: unknown): QueuedChange | undefined {
  const data = isObject(answer) && 'code' in answer ? answer.data : answer;
  if (!isObject(data) || !isObject(data.changeRequest)) return undefined;
  const cr = data.changeRequest;
  return typeof cr.id === 'number' ? (cr as unknown as QueuedChange) : undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
