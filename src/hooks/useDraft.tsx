import { useIntl, useSelector } from '@umijs/max';
import { Alert, Button, Form, type FormInstance, Space } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { RootState } from '@/models/types';
import { DATE_MINUTE, formatTime } from '@/utils/businessTime';
import { type DraftKey, draftStorageKey, readDraft, type StoredDraft, sweepDrafts, writeDraft } from '@/utils/drafts';
import { local } from '@/utils/storage';

/** How long after the operator's last change the draft is saved. */
const SAVE_DELAY_MS = 500;

export interface Draft {
  /** the offer of a draft kept from an earlier visit (恢复 … 保存的草稿, 恢复 / 丢弃); null when there is none */
  notice: ReactNode;
  /** the operator changed a field: pass as (or call from) the form's `onValuesChange` */
  changed: () => void;
  /** forgets the draft (a successful save): removed, and nothing is kept again until the operator's next change */
  clear: () => void;
}

/**
 * An editor's unsaved input kept as a draft (docs/rules.md "Drafts"): once the operator changed a field (the form's
 * `onValuesChange` calls `changed`; values the page sets itself, as a record read, do not count), the form's values
 * are saved to local storage ~500 ms after each change (and at once when the editor goes away or the page is hidden),
 * per signed-in person, `key.form` and `key.record`, without the fields named in `omit` (the contract's secret fields:
 * declared by the editor, never guessed from a name). When the editor opens and a draft of that person, form and
 * record exists (younger than 7 days), `notice` offers it: 恢复 sets the form's fields to it, 丢弃 removes it. Until the
 * operator answers, the offered draft is not overwritten. The editor calls `clear()` after a successful save. Ids:
 * `<id>`, `<id>-restore`, `<id>-discard`; `id` defaults to `draft-<form>` (`/pay/payConfig/create` →
 * `draft-pay-payConfig-create`), so two editors kept open in tabs do not share one.
 */
export function useDraft<V>(o: {
  form: FormInstance<V>;
  key: DraftKey;
  omit?: readonly string[];
  id?: string;
  /** after a restore (the form then holds input not saved yet) */
  onRestore?: () => void;
}): Draft {
  const intl = useIntl();
  const person = useSelector((s: RootState) => s.user.currentUser?.id);
  const { form } = o;
  const storageKey = typeof person === 'number' ? draftStorageKey(person, o.key) : undefined;
  const omit = useRef(o.omit ?? []);
  omit.current = o.omit ?? [];
  const onRestore = useRef(o.onRestore);
  onRestore.current = o.onRestore;
  const [offer, setOffer] = useState<StoredDraft>();
  const offered = useRef<StoredDraft>();
  // the operator changed a field since the editor opened or saved
  const dirty = useRef(false);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; save: () => void }>();

  const cancel = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = undefined;
  }, []);
  const flush = useCallback(() => {
    const p = pending.current;
    cancel();
    p?.save();
  }, [cancel]);
  const saveNow = useCallback(() => {
    if (storageKey) writeDraft(storageKey, form.getFieldsValue(true), omit.current, Date.now());
  }, [form, storageKey]);
  const schedule = useCallback(() => {
    if (!storageKey || offered.current || !dirty.current) return;
    cancel();
    pending.current = { timer: setTimeout(flush, SAVE_DELAY_MS), save: saveNow };
  }, [storageKey, cancel, flush, saveNow]);
  const show = useCallback((d: StoredDraft | undefined) => {
    offered.current = d;
    setOffer(d);
  }, []);

  // on opening (and for another person or record): expired drafts go, this one's is offered
  useEffect(() => {
    const now = Date.now();
    dirty.current = false;
    sweepDrafts(now);
    show(storageKey ? readDraft(storageKey, now) : undefined);
    return flush;
  }, [storageKey, flush, show]);

  // once the operator changed a field, every change of the form's values (theirs or the page's) is saved: the watch
  // is kept for its call on each change, not for a value (it gives none, so the editor does not render on each key)
  const onChange = useRef(schedule);
  onChange.current = schedule;
  Form.useWatch(
    () => {
      onChange.current();
      return undefined;
    },
    { form, preserve: true },
  );

  // a tab closed or the page left within the delay keeps the last change
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [flush]);

  const changed = useCallback(() => {
    dirty.current = true;
    schedule();
  }, [schedule]);
  const restore = () => {
    if (offer) form.setFieldsValue(offer.values as Parameters<typeof form.setFieldsValue>[0]);
    show(undefined);
    onRestore.current?.();
  };
  const discard = () => {
    if (storageKey) local.remove(storageKey);
    show(undefined);
    if (dirty.current) saveNow();
  };
  const clear = () => {
    cancel();
    dirty.current = false;
    if (storageKey) local.remove(storageKey);
    show(undefined);
  };

  const id = o.id ?? `draft-${o.key.form.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '')}`;
  const notice = offer ? (
    <Alert
      id={id}
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={intl.formatMessage({ id: 'draft.notice' }, { time: formatTime(offer.savedAt, DATE_MINUTE) })}
      action={
        <Space>
          <Button size="small" type="primary" id={`${id}-restore`} onClick={restore}>
            {intl.formatMessage({ id: 'draft.restore' })}
          </Button>
          <Button size="small" id={`${id}-discard`} onClick={discard}>
            {intl.formatMessage({ id: 'draft.discard' })}
          </Button>
        </Space>
      }
    />
  ) : null;
  return { notice, changed, clear };
}
