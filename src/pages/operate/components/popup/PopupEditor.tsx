import { ProForm } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Button, Col, Form, message, Row, Skeleton } from 'antd';
import { useRef } from 'react';
import RecordNotFound from '@/components/RecordNotFound';
import type { PopupKind } from '@/contract/operate/popups';
import { useText } from '@/hooks';
import { POPUP_CALLS } from '@/pages/operate/service';
import { NEW_POPUP, type PopupFormValues, toForm, toPayload } from './formValues';
import PopupFields from './PopupFields';
import PopupPreview from './PopupPreview';

/**
 * A pop-up's form (new, or `id` an existing one) beside its live preview, for any kind. A refused save keeps what was
 * typed; the save button is busy while saving, so a double click saves once; `onDone` runs after a save or cancel.
 */
export default function PopupEditor({ kind, id, onDone }: { kind: PopupKind; id?: number; onDone: () => void }) {
  const t = useText();
  const calls = POPUP_CALLS[kind];
  const [form] = Form.useForm<PopupFormValues>();
  const imageUrl = Form.useWatch('imageUrl', form);
  const text = Form.useWatch('text', form);
  const buttonText = Form.useWatch('buttonText', form);
  const saving = useRef(false);
  const { data: row, error } = useRequest(async () => (await calls.get({ id: id as number })).data, {
    ready: Boolean(id),
    refreshDeps: [id],
    onSuccess: (r) => form.setFieldsValue(toForm(r)),
  });

  const save = async (values: PopupFormValues) => {
    if (saving.current) return false;
    saving.current = true;
    try {
      const payload = toPayload(values);
      if (id) await calls.edit({ ...payload, id });
      else await calls.add(payload);
      message.success(t(id ? 'crud.saved' : 'crud.created'));
      onDone();
      return true;
    } catch {
      // the request layer showed why; the form keeps what was typed
      return false;
    } finally {
      saving.current = false;
    }
  };

  if (error) {
    return <RecordNotFound message={t('pages.operate.popup.notFound')} backText={t('common.back')} onBack={onDone} />;
  }
  const loading = Boolean(id) && !row;
  return (
    <>
      {loading && <Skeleton active />}
      <Row gutter={24} hidden={loading}>
        <Col flex="1 1 420px">
          <ProForm<PopupFormValues>
            id="popup-form"
            form={form}
            layout="vertical"
            dateFormatter="number"
            initialValues={NEW_POPUP}
            onFinish={save}
            submitter={{
              searchConfig: { submitText: t('common.save') },
              resetButtonProps: false,
              submitButtonProps: { id: 'popup-submit' },
              render: (_, dom) => [
                ...dom,
                <Button key="cancel" id="popup-cancel" onClick={onDone}>
                  {t('common.cancel')}
                </Button>,
              ],
            }}
          >
            <PopupFields kind={kind} />
          </ProForm>
        </Col>
        <Col flex="0 0 260px">
          <PopupPreview kind={kind} imageUrl={imageUrl} text={text} buttonText={buttonText} />
        </Col>
      </Row>
    </>
  );
}
