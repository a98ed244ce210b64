import { PageContainer, ProForm } from '@ant-design/pro-components';
import { Button, Card, Col, Form, Row, Skeleton } from 'antd';
import RecordNotFound from '@/components/RecordNotFound';
import { useText } from '@/hooks';
import { useRecordEditor } from '@/hooks/useRecordEditor';
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
  const {
    id,
    form,

    error,
    loading,
    save,
    back,
  } = useRecordEditor({
    listPath: OPERATE_PATHS.messageConfig,
    get: getMessageConfig,
    add: addMessageConfig,
    edit: editMessageConfig,
    toForm,
    toPayload: (values: MessageFormValues) => toPayload(values),
  });
  const scene = Form.useWatch('scene', form);
  const signature = Form.useWatch('signature', form);
  const template = Form.useWatch('template', form);

  if (error) {
    return <RecordNotFound message={t('pages.operate.sms.notFound')} backText={t('common.back')} onBack={back} />;
  }

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
