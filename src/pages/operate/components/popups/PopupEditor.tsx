import { Col, Form, Row, Skeleton } from 'antd';
import { RecordForm } from '@/components/RecordEditorPage';
import RecordNotFound from '@/components/RecordNotFound';
import type { PopupKind } from '@/contract/operate/popups';
import { useText } from '@/hooks';
import { useRecordEditor } from '@/components/RecordEditorPage/useRecordEditor';
import { POPUP_CALLS } from './service';
import { NEW_POPUP, type PopupFormValues, toForm, toPayload } from './formValues';
import PopupFields from './PopupFields';
import PopupPreview from './PopupPreview';

/**
 * A pop-up's form (new, or `id` an existing one) beside its live preview, for any kind, on a page or in a drawer. A
 * refused save keeps what was typed; a double click saves once; `onDone` runs after a save or cancel.
 */
export default function PopupEditor({ kind, id, onDone }: { kind: PopupKind; id?: number; onDone: () => void }) {
  const t = useText();
  const calls = POPUP_CALLS[kind];
  const editor = useRecordEditor({
    id,
    onDone,
    get: calls.get,
    add: calls.add,
    edit: calls.edit,
    toForm,
    toPayload: (values: PopupFormValues) => toPayload(values),
  });
  const imageUrl = Form.useWatch('imageUrl', editor.form);
  const text = Form.useWatch('text', editor.form);
  const buttonText = Form.useWatch('buttonText', editor.form);

  if (editor.error) {
    return <RecordNotFound message={t('pages.operate.popups.notFound')} backText={t('common.back')} onBack={onDone} />;
  }
  return (
    <>
      {editor.loading && <Skeleton active />}
      <Row gutter={24} hidden={editor.loading}>
        <Col flex="1 1 420px">
          <RecordForm<PopupFormValues>
            idPrefix="popup"
            form={editor.form}
            dateFormatter="number"
            initialValues={NEW_POPUP}
            onSave={editor.save}
            onCancel={onDone}
            onValuesChange={editor.draft.changed}
          >
            {editor.draft.notice}
            <PopupFields kind={kind} />
          </RecordForm>
        </Col>
        <Col flex="0 0 260px">
          <PopupPreview kind={kind} imageUrl={imageUrl} text={text} buttonText={buttonText} />
        </Col>
      </Row>
    </>
  );
}
