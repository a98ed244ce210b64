import { PageContainer, ProForm } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Form, message, Skeleton } from 'antd';
import { useRef } from 'react';
import RecordNotFound from '@/components/RecordNotFound';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
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
  const { query } = usePaneLocation();
  const id = Number(query.get('id')) || undefined;
  const [form] = Form.useForm<UpdateFormValues>();
  const saving = useRef(false);
  const back = () => history.push(OPERATE_PATHS.updateConfig);
  const { data: rule, error } = useRequest(async () => (await getUpdateConfig({ id: id as number })).data, {
    ready: Boolean(id),
    onSuccess: (r) => form.setFieldsValue(toForm(r)),
  });

  const save = async (values: UpdateFormValues) => {
    if (saving.current) return false;
    saving.current = true;
    try {
      const payload = toPayload(values);
      if (id) await editUpdateConfig({ ...payload, id });
      else await addUpdateConfig(payload);
      message.success(t(id ? 'crud.saved' : 'crud.created'));
      back();
      return true;
    } catch {
      // the request layer showed why (an overlap names the other rule); the form keeps what was typed
      return false;
    } finally {
      saving.current = false;
    }
  };

  if (error) {
    return <RecordNotFound message={t('pages.operate.update.notFound')} backText={t('common.back')} onBack={back} />;
  }
  const loading = Boolean(id) && !rule;

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
