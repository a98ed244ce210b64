import { Form } from 'antd';
import RecordEditorPage from '@/components/RecordEditorPage';
import { useText } from '@/hooks';
import { useRecordEditor } from '@/components/RecordEditorPage/useRecordEditor';
import { MESSAGE_CONFIG_PATHS } from '../paths';
import { addMessageConfig, editMessageConfig, getMessageConfig } from '../service';
import { type MessageFormValues, NEW_MESSAGE, toForm, toPayload } from '../components/formValues';
import MessageFields from '../components/MessageFields';
import SmsPreview from '../components/SmsPreview';

/**
 * /operate/messageConfig/create (hidden, not kept alive): a new SMS scene, or `?id=` an existing one, with a live
 * preview. A refused save (a template the scene does not allow, a scene already configured) keeps what was typed.
 */
export default function MessageConfigCreate() {
  const t = useText();
  const editor = useRecordEditor({
    listPath: MESSAGE_CONFIG_PATHS.messageConfig,
    get: getMessageConfig,
    add: addMessageConfig,
    edit: editMessageConfig,
    toForm,
    toPayload: (values: MessageFormValues) => toPayload(values),
  });
  const scene = Form.useWatch('scene', editor.form);
  const signature = Form.useWatch('signature', editor.form);
  const template = Form.useWatch('template', editor.form);
  return (
    <RecordEditorPage<MessageFormValues>
      editor={editor}
      idPrefix="sms"
      titles={{ add: t('pages.operate.messageConfig.title.add'), edit: t('pages.operate.messageConfig.title.edit') }}
      notFound={t('pages.operate.messageConfig.notFound')}
      initialValues={NEW_MESSAGE}
      aside={<SmsPreview scene={scene} signature={signature} template={template} />}
    >
      <MessageFields />
    </RecordEditorPage>
  );
}
