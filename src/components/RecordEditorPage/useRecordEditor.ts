import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Form } from 'antd';
import { useRef } from 'react';
import { changeReasonOf } from '@/utils/changeReason';
import { approvalOf, useSavedNotice } from '@/components/ChangeRequest';
import type { FormValues } from '@/utils/rebase';
import { usePaneEdits, usePaneLocation } from '../Workspace/PaneContext';
import type { CallOptions, CreateOptions } from '@/request';
import { queryId } from '@/utils/format';
import { useText } from '@/hooks';
import { useDraft } from '@/hooks/useDraft';
import { useRequestId } from '@/hooks/useRequestId';
import { useVersionedSave } from '@/hooks/useVersionedSave';

/**
 * The create/edit page of a record (`<list>/create`; `?id=` edits one): reads the record into the form, saves once
 * however often the button is pressed, says so and goes back to the list. A refused save keeps the form as typed
 * (the request layer has shown why, e.g. an overlap naming the other rule). The page draws with what it returns
 * (`src/components/RecordEditorPage` draws the usual page). An editor inside a drawer gives its own `id` and `onDone`
 * instead of the page's `?id=` and the list to go back to.
 *
 * docs/rules.md "Request ids and versions": a create carries the page's request id (renewed after a success); an edit
 * carries the version the record was loaded at, and a stale refusal (someone saved in between) stays on the page with
 * the difference and a re-apply (`versions`), drawn by RecordEditorPage.
 *
 * docs/rules.md "Drafts": what the operator types is kept as a draft of the page (its path) and record, offered back
 * when the page opens again (`draft.notice`, drawn by RecordEditorPage) and removed by a successful save; the fields
 * named in `draftOmit` (the contract's secrets) never enter it.
 */
/**
 * Whether a save is a risky change (docs/rules.md "Change requests"): always, or by the contract's pure rule on the
 * payload (`approval.when`, e.g. a ban of an IP or a device).
 */
/** Always, never, or by the contract's rule on the payload and the record as it was loaded (null for a new one). */
export type ApprovalRule<P, R = never> = boolean | ((payload: P, current: R | null) => boolean);

export function useRecordEditor<V, R, P>(o: {
  listPath?: string;
  /** the record to edit when it is not the page's `?id=` (an editor in a drawer) */
  id?: number;
  /** after a save or cancel, instead of going back to `listPath` */
  onDone?: () => void;
  /**
   * a configuration record with a history (docs/rules.md "Configuration history"): an edit sends the form's optional
   * `changeReason` (drawn by RecordEditorPage) with the payload, kept as the new version's reason
   */
  changeReason?: boolean;
  /**
   * risky changes (issue 34; the contract's `approval` on the call): the form ends with the required reason and the
   * emergency choice (ApprovalFields, drawn by RecordEditorPage), sent with the payload; a change the backend queued
   * for approval closes the form with the notice naming the request instead of "saved"
   */
  approval?: { add?: ApprovalRule<P, R>; edit?: ApprovalRule<P, R> };
  /** fields never kept in the draft: the contract's secret fields of the record */
  draftOmit?: readonly string[];
  get: (q: { id: number }) => Promise<{ data: R }>;
  add: (payload: P, options: CreateOptions) => Promise<unknown>;
  edit: (payload: P & { id: number; baseVersion: number }, options?: CallOptions) => Promise<unknown>;
  toForm: (record: R) => V;
  toPayload: (values: V) => P;
}) {
  const t = useText();
  const { pathname, query } = usePaneLocation();
  const edits = usePaneEdits();
  const id = o.id ?? queryId(query, 'id');
  const [form] = Form.useForm<V>();
  const saving = useRef(false);
  const requestId = useRequestId();
  const saved = useSavedNotice();
  const rule = id ? o.approval?.edit : o.approval?.add;
  // whether what the form holds now is a risky change: always, never, or by the contract's rule on the payload
  const approval = (values: V): boolean => {
    if (typeof rule !== 'function') return Boolean(rule);
    try {
      return rule(o.toPayload(values), (id ? record : undefined) ?? null);
    } catch {
      // a form not filled enough to make a payload yet
      return false;
    }
  };
  const back = () => (o.onDone ? o.onDone() : history.push(o.listPath ?? '/'));
  const { data: record, error } = useRequest(async () => (await o.get({ id: id as number })).data, {
    ready: Boolean(id),
    refreshDeps: [id],
    onSuccess: (r) => form.setFieldsValue(o.toForm(r) as Parameters<typeof form.setFieldsValue>[0]),
  });
  const versions = useVersionedSave<R>({
    form,
    record: id ? record : undefined,
    toForm: (r) => o.toForm(r) as FormValues,
  });
  const draft = useDraft({
    form,
    key: { form: pathname, record: id ?? 'new' },
    // the emergency choice is made afresh each time, never restored from a draft (issue 34)
    omit: rule ? [...(o.draftOmit ?? []), 'emergency'] : o.draftOmit,
    onRestore: () => edits.setUnsaved(true),
  });

  const save = async (values: V) => {
    if (saving.current) return false;
    saving.current = true;
    try {
      const gated = approval(values);
      const payload = { ...o.toPayload(values), ...(gated ? approvalOf(values) : {}) };
      let answer: unknown;
      if (id) {
        const reason = o.changeReason && !gated ? changeReasonOf(values) : {};
        answer = await versions.save((baseVersion) =>
          o.edit({ ...payload, id, baseVersion: baseVersion as number, ...reason }, { handles: versions.handles }),
        );
      } else answer = await requestId.run((rid) => o.add(payload, { requestId: rid }));
      draft.clear();
      saved(answer, t(id ? 'crud.saved' : 'crud.created'));
      back();
      return true;
    } catch {
      return false;
    } finally {
      saving.current = false;
    }
  };

  return {
    id,
    form,
    record,
    error,
    loading: Boolean(id) && !record,
    save,
    back,
    versions,
    draft,
    approval: rule ? approval : undefined,
  };
}
