import { PageContainer, ProForm } from '@ant-design/pro-components';
import { Button, Card, Skeleton } from 'antd';
import RecordNotFound from '@/components/RecordNotFound';
import { useText } from '@/hooks';
import { useRecordEditor } from '@/hooks/useRecordEditor';
import { OPERATE_PATHS } from '@/pages/operate/paths';
import { addUpdateConfig, editUpdateConfig, getUpdateConfig } from '@/pages/operate/service';
import { NEW_UPDATE_RULE, toForm, toPayload, type UpdateFormValues } from '../components/formValues';
import RuleFields from '../components/RuleFields';

/**
 * /operate/updateConfig/create (hidden, not kept alive): a new forced-update rule, or `?id=` an existing one. A
 * refused save (an overlap names the other rule) keeps what was typed; the save button is busy while saving, so a
 * double click saves once; success goes back to the list, which reloads.
 */
export default function UpdateConfigCreate() {
  const t = useText();
  const {
    id,
    form,

    error,
    loading,
    save,
    back,
  } = useRecordEditor({
    listPath: OPERATE_PATHS.updateConfig,
    get: getUpdateConfig,
    add: addUpdateConfig,
    edit: editUpdateConfig,
    toForm,
    toPayload: (values: UpdateFormValues) => toPayload(values),
  });

  if (error) {
    return <RecordNotFound message={t('pages.operate.update.notFound')} backText={t('common.back')} onBack={back} />;
  }

  return (
    <PageContainer title={t(id ? 'pages.operate.update.title.edit' : 'pages.operate.update.title.add')} onBack={back}>
      <Card>
        {loading && <Skeleton active />}
        <div hidden={loading}>
          <ProForm<UpdateFormValues>
            id="update-form"
            form={form}
            layout="vertical"
            initialValues={NEW_UPDATE_RULE}
            onFinish={save}
            submitter={{
              searchConfig: { submitText: t('common.save') },
              resetButtonProps: false,
              submitButtonProps: { id: 'update-submit' },
              render: (_, dom) => [
                ...dom,
                <Button key="cancel" id="update-cancel" onClick={back}>
                  {t('common.cancel')}
                </Button>,
              ],
            }}
          >
            <RuleFields />
          </ProForm>
        </div>
      </Card>
    </PageContainer>
  );
}
