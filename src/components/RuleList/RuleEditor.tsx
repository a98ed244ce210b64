import type { ReactNode } from 'react';
import RecordEditorPage from '@/components/RecordEditorPage';
import { useText } from '@/hooks';
import { useRecordEditor } from '@/components/RecordEditorPage/useRecordEditor';
import type { RuleScreen } from './screen';

/** How a screen's rule goes into its form and back, and the page's texts (message ids). */
export interface RuleForm<R, P, V> {
  texts: { add: string; edit: string; notFound: string };
  toForm: (record: R) => V;
  toPayload: (values: V) => P;
  initialValues: Partial<V>;
  /** `number` when the form has date fields the backend takes as epoch milliseconds */
  dateFormatter?: 'number';
}

/**
 * The create/edit page of a RuleList screen's rule (its `createPath`; `?id=` edits one): read with the screen's get,
 * saved once with its add or edit, an edit with the optional change reason of the configuration history; success goes
 * back to the list, which reloads; a refused save (an overlap names the other rule) keeps what was typed. The fields are
 * the children (ids `<idPrefix>-<field>`).
 */
export default function RuleEditor<R, P, V>(props: {
  screen: RuleScreen<R, P>;
  form: RuleForm<R, P, V>;
  children: ReactNode;
}) {
  const t = useText();
  const { screen, form } = props;
  const editor = useRecordEditor<V, R, P>({
    listPath: screen.path,
    get: screen.calls.get,
    add: screen.calls.add,
    edit: screen.calls.edit,
    toForm: form.toForm,
    toPayload: form.toPayload,
    changeReason: true,
    approval: screen.approval,
  });
  return (
    <RecordEditorPage<V>
      editor={editor}
      idPrefix={screen.idPrefix}
      changeReason
      pendingKind={screen.approval ? screen.kind : undefined}
      titles={{ add: t(form.texts.add), edit: t(form.texts.edit) }}
      notFound={t(form.texts.notFound)}
      initialValues={form.initialValues}
      dateFormatter={form.dateFormatter}
    >
      {props.children}
    </RecordEditorPage>
  );
}
