import { PageContainer, ProForm } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Col, Form, message, Row, Skeleton } from 'antd';
import { useRef } from 'react';
import RecordNotFound from '@/components/RecordNotFound';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { OPERATE_PATHS } from '@/pages/operate/paths';
import { addMessageConfig, editMessageConfig, getMessageConfig } from '@/pages/operate/service';
import { type MessageFormValues, NEW_MESSAGE, toForm, toPayload } from '../components/formValues';
import MessageFields from '../components/MessageFields';
import SmsPreview from '../components/SmsPreview';

/**
 * /operate/messageConfig/create (hidden, not kept alive): a new SMS scene, or `?id=` an existing one, with a live
 * preview. A refused save (a template the scene does not allow, a scene already configured) keeps what was typed.
 */
export default function MessageConfigCreate() {
  const t = useText();
  const { query } = usePaneLocation();
  const id = Number(query.get('id')) || undefined;
  const [form] = Form.useForm<MessageFormValues>();
  const scene = Form.useWatch('scene', form);
  const signature = Form.useWatch('signature', form);
  const template = Form.useWatch('template', form);
  const saving = useRef(false);
  const back = () => history.push(OPERATE_PATHS.messageConfig);
  const { data: row, error } = useRequest(async () => (await getMessageConfig({ id: id as number })).data, {
    ready: Boolean(id),
    onSuccess: (r) => form.setFieldsValue(toForm(r)),
  });

  const save = async (values: MessageFormValues) => {
    if (saving.current) return false;
    saving.current = true;
    try {
      const payload = toPayload(values);
      if (id) await editMessageConfig({ ...payload, id });
      else await addMessageConfig(payload);
      message.success(t(id ? 'crud.saved' : 'crud.created'));
      back();
      return true;
    } catch {
      // the request layer showed why; the form keeps what was typed
      return false;
    } finally {
      saving.current = false;
    }
  };

  if (error) {
    return <RecordNotFound message={t('pages.operate.sms.notFound')} backText={t('common.back')} onBack={back} />;
  }
  const loading = Boolean(id) && !row;

  return (
    <PageContainer title={t(id ? 'pages.operate.sms.title.edit' : 'pages.operate.sms.title.add')} onBack={back}>
      <Card>
        {loading && <Skeleton active />}
        <Row gutter={24} hidden={loading}>
          <Col flex="1 1 420px">
            <ProForm<MessageFormValues>
              id="sms-form"
              form={form}
              layout="vertical"
              initialValues={NEW_MESSAGE}
              onFinish={save}
              submitter={{
                searchConfig: { submitText: t('common.save') },
                resetButtonProps: false,
                submitButtonProps: { id: 'sms-submit' },
                render: (_, dom) => [
                  ...dom,
                  <Button key="cancel" id="sms-cancel" onClick={back}>
                    {t('common.cancel')}
                  </Button>,
                ],
              }}
            >
              <MessageFields />
            </ProForm>
          </Col>
          <Col flex="0 0 340px">
            <SmsPreview scene={scene} signature={signature} template={template} />
          </Col>
        </Row>
      </Card>
    </PageContainer>
  );
}
