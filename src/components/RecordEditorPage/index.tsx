import { PageContainer } from '@ant-design/pro-components';
import { Card, Col, Form, type FormInstance, Row, Skeleton } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import ChangeReasonField from '@/components/History/ChangeReasonField';
import { ApprovalFields, PendingNotice } from '@/components/ChangeRequest';
import StaleSaveNotice from '@/components/History/StaleSaveNotice';
import type { VersionedSave } from '@/hooks/useVersionedSave';
import RecordNotFound from '@/components/RecordNotFound';
import { usePaneEdits } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import type { Draft } from '@/hooks/useDraft';
import RecordForm from './RecordForm';

export * from './fields';
export { default as RecordForm } from './RecordForm';

/** What `useRecordEditor` returns and the page draws with. */
export interface RecordEditorState<V> {
  id?: number;
  form: FormInstance<V>;
  error?: Error;
  loading: boolean;
  save: (values: V) => Promise<boolean>;
  back: () => void;
  /** an edit's version and its stale-save refusal (docs/rules.md "Request ids and versions") */
  versions?: VersionedSave<unknown>;
  /** the draft of what the operator typed, offered back when the page opens again (docs/rules.md "Drafts") */
  draft?: Draft;
  /**
   * whether the form's values make a risky change (docs/rules.md "Change requests"): the form then ends with the
   * required reason and the emergency choice (undefined: never)
   */
  approval?: (values: V) => boolean;
}

/**
 * A record's create/edit page (`<list>/create`, `?id=` edits): the title for a new or an existing record, a skeleton
 * while the record is read, "not found" with a way back when it cannot be, else the form with save and cancel, and
 * an optional live preview beside it (`aside`). Kept alive in its tab, it tells the workspace when it holds input not
 * saved yet and when its work is done (saved or cancelled: built afresh when next opened), docs/rules.md "Tabs and
 * keep-alive".
 */
export default function RecordEditorPage<V>(props: {
  editor: RecordEditorState<V>;
  idPrefix: string;
  /** title of the page for a new record and for an existing one */
  titles: { add: string; edit: string };
  notFound: string;
  initialValues: Partial<V>;
  dateFormatter?: 'number';
  /**
   * a configuration record with a history: an existing record's form ends with an optional "why" (`changeReason`,
   * sent by useRecordEditor with `changeReason: true`)
   */
  changeReason?: boolean;
  /**
   * the record's kind as change requests name it (`payConfig`): an existing record with a change waiting for approval
   * says so above the form, linking to the request (docs/rules.md "Change requests")
   */
  pendingKind?: string;
  /** the form's own style (e.g. a narrower form) */
  formStyle?: CSSProperties;
  /** shown beside the form (a preview), in a column this wide */
  aside?: ReactNode;
  asideWidth?: number;
  children: ReactNode;
}) {
  const t = useText();
  const { editor } = props;
  const edits = usePaneEdits();
  const back = () => {
    edits.finish();
    editor.back();
  };
  const save = async (values: V) => {
    const saved = await editor.save(values);
    if (saved) edits.finish();
    return saved;
  };
  if (editor.error) {
    return <RecordNotFound message={props.notFound} backText={t('common.back')} onBack={back} />;
  }
  const form = (
    <RecordForm<V>
      idPrefix={props.idPrefix}
      form={editor.form}
      initialValues={props.initialValues}
      onSave={save}
      onCancel={back}
      onValuesChange={() => {
        edits.setUnsaved(true);
        editor.draft?.changed();
      }}
      dateFormatter={props.dateFormatter}
      style={props.formStyle}
    >
      {props.pendingKind && editor.id !== undefined && (
        <PendingNotice kind={props.pendingKind} recordId={editor.id} idPrefix={props.idPrefix} />
      )}
      {editor.draft?.notice}
      {editor.versions?.conflict && (
        <StaleSaveNotice
          id={`${props.idPrefix}-stale`}
          conflict={editor.versions.conflict}
          changes={editor.versions.changes}
          onReapply={editor.versions.reapply}
        />
      )}
      {props.children}
      <Form.Item noStyle shouldUpdate>
        {() =>
          editor.approval?.(editor.form.getFieldsValue(true)) ? (
            <ApprovalFields idPrefix={props.idPrefix} />
          ) : (
            props.changeReason && editor.id !== undefined && <ChangeReasonField id={`${props.idPrefix}-changeReason`} />
          )
        }
      </Form.Item>
    </RecordForm>
  );
  return (
    <PageContainer title={editor.id ? props.titles.edit : props.titles.add} onBack={back}>
      <Card>
        {editor.loading && <Skeleton active />}
        {props.aside ? (
          <Row gutter={24} hidden={editor.loading}>
            <Col flex="1 1 420px">{form}</Col>
            <Col flex={`0 0 ${props.asideWidth ?? 340}px`}>{props.aside}</Col>
          </Row>
        ) : (
          <div hidden={editor.loading}>{form}</div>
        )}
      </Card>
    </PageContainer>
  );
}
