import { message } from 'antd';
import { useRef } from 'react';
import { useText } from './index';

/** The enable or disable call of a record with an id (`/api/…/enable`, `/api/…/disable`); a risky one with its reason. */
export type IdCall = (body: { id: number; changeReason?: string; emergency?: true }) => Promise<unknown>;

/**
 * A list's enable and disable of one row: one call at a time (a click while one runs does nothing, also a second click
 * before the list has rendered again: the guard is a ref, not state), then the success
 * message (`texts.enabled` or `texts.disabled`, message ids) and `onDone` (the list reloads, and whatever else follows
 * the change). A refused call changes nothing here: the request layer has shown why (an overlap names the other rule).
 */
export function useSetStatus(o: {
  enable: IdCall;
  disable: IdCall;
  texts: { enabled: string; disabled: string };
  onDone: () => void;
}) {
  const t = useText();
  const busy = useRef(false);
  return async (r: { id: number }, on: boolean) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await (on ? o.enable : o.disable)({ id: r.id });
      message.success(t(on ? o.texts.enabled : o.texts.disabled));
      o.onDone();
    } catch {
      // shown by the request layer
    } finally {
      busy.current = false;
    }
  };
}
