import { useMemo, useRef } from 'react';
import { newRequestId } from '@/request/requestId';

export interface RequestIdHandle {
  /** the id of the dialog or form as it is now open */
  current(): string;
  /** a new dialog (or the same form after a success): a new id */
  renew(): void;
  /**
   * runs a creating call with the current id; after it succeeds the id is renewed (the next submission is a new
   * one), after a failure it stays (a retry is the same request)
   */
  run<T>(call: (requestId: string) => Promise<T>): Promise<T>;
}

/**
 * One request id per opened dialog or form (docs/rules.md "Request ids and versions"): a retry or a second click of the
 * same dialog sends the same id, so the backend answers the first result instead of creating a second record or
 * movement. A dialog renews it when it opens (`onOpenChange={(open) => open && rid.renew()}`); `run` renews it
 * after a success, so a form that stays open (or a page kept alive) never reuses a spent id.
 */
export function useRequestId(): RequestIdHandle {
  const id = useRef('');
  if (!id.current) id.current = newRequestId();
  return useMemo(
    () => ({
      current: () => id.current,
      renew: () => {
        id.current = newRequestId();
      },
      run: async <T>(call: (requestId: string) => Promise<T>) => {
        const result = await call(id.current);
        id.current = newRequestId();
        return result;
      },
    }),
    [],
  );
}
