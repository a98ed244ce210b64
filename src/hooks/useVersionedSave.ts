import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import {
  type FormValues,
  rebaseValues,
  STALE_SAVE,
  type StaleChange,
  staleChanges,
  staleOf,
  type StaleInfo,
  versionOf,
} from '@/utils/rebase';

export interface VersionedSave<R> {
  /** the record the form's edit is based on: the loaded one, or the latest after a re-apply */
  base: R | undefined;
  /** its version, sent as the edit's `baseVersion` */
  baseVersion: number | undefined;
  /** the stale-save refusal the last save met (undefined once re-applied or saved) */
  conflict: StaleInfo<R> | undefined;
  /** where what the operator typed differs from the latest version */
  changes: StaleChange[];
  /** codes the form shows itself: pass as the edit call's `handles` */
  handles: string[];
  /**
   * runs the edit with the base version; a stale refusal is kept for the form to show (and rethrown, so the form
   * stays open as typed)
   */
  save<T>(call: (baseVersion: number | undefined) => Promise<T>): Promise<T>;
  /** re-applies the operator's changes on the latest version: the next save is based on it */
  reapply(): void;
  /** forgets a refusal and a re-applied base (a dialog opened afresh) */
  reset(): void;
}

/**
 * The edit side of docs/rules.md "Request ids and versions": an edit carries the version its record was loaded at; a
 * save refused as stale (A0409) keeps the form as typed, shows the difference from the latest version (`changes`)
 * and `reapply` rebases the form on it (the operator's changed fields kept, the others taken from the latest), so a
 * second save succeeds without losing the other person's change. `toForm` turns a record into form values (the same
 * function that filled the form).
 */
export function useVersionedSave<R>(o: {
  form: FormInstance | (() => FormInstance | undefined);
  record: R | undefined;
  toForm: (record: R) => FormValues;
}): VersionedSave<R> {
  const [rebased, setRebased] = useState<R>();
  const [conflict, setConflict] = useState<StaleInfo<R>>();
  const [typed, setTyped] = useState<FormValues>({});
  const formOf = () => (typeof o.form === 'function' ? o.form() : o.form);
  const toForm = useRef(o.toForm);
  toForm.current = o.toForm;
  // a record loaded afresh (the page read it again, a rollback reloaded it) is the new base (reset while rendering,
  // React's way to reset state when a prop changes)
  const [seen, setSeen] = useState(o.record);
  if (seen !== o.record) {
    setSeen(o.record);
    setRebased(undefined);
    setConflict(undefined);
  }
  const base = rebased ?? o.record;

  const save = async <T>(call: (baseVersion: number | undefined) => Promise<T>) => {
    try {
      const result = await call(versionOf(base));
      setConflict(undefined);
      return result;
    } catch (e) {
      const stale = staleOf<R>(e);
      if (stale) {
        setTyped({ ...(formOf()?.getFieldsValue(true) ?? {}) });
        setConflict(stale);
      }
      throw e;
    }
  };

  const reapply = () => {
    const form = formOf();
    if (!conflict || !form) return;
    const baseValues = base ? toForm.current(base) : {};
    const merged = rebaseValues(baseValues, toForm.current(conflict.record), form.getFieldsValue(true));
    form.setFieldsValue(merged);
    setRebased(conflict.record);
    setConflict(undefined);
  };

  const changes = conflict ? staleChanges(base ? o.toForm(base) : {}, o.toForm(conflict.record), typed) : [];
  return {
    base,
    baseVersion: versionOf(base),
    conflict,
    changes,
    handles: [STALE_SAVE],
    save,
    reapply,
    reset: () => {
      setRebased(undefined);
      setConflict(undefined);
    },
  };
}
