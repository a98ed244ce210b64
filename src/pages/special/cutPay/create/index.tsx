import { PageContainer, ProForm } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Form, message, Skeleton } from 'antd';
import { useRef } from 'react';
import RecordNotFound from '@/components/RecordNotFound';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { useText } from '@/hooks';
import { SPECIAL_PATHS } from '@/pages/special/paths';
import { addCutPay, editCutPay, getCutPay } from '@/pages/special/service';
import { NEW_RULE, type RuleFormValues, toForm, toPayload } from '../components/formValues';
import RuleFields from '../components/RuleFields';

/**
 * /special/cutPay/create (hidden, not kept alive): a new switch-payment rule, or `?id=` an existing one. A refused save
 * (an overlap names the other rule) keeps what was typed; the save button is busy while saving, so a double click
 * saves once; success goes back to the list, which reloads.
 */
export default function CutPayCreate() {
  const t = useText();
  const { query } = usePaneLocation();
  const id = Number(query.get('id')) || undefined;
  const [form] = Form.useForm<RuleFormValues>();
  const saving = useRef(false);
  const back = () => history.push(SPECIAL_PATHS.cutPay);
  const { data: rule, error } = useRequest(async () => (await getCutPay({ id: id as number })).data, {
    ready: Boolean(id),
    onSuccess: (r) => form.setFieldsValue(toForm(r)),
  });

  const save = async (values: RuleFormValues) => {
    if (saving.current) return false;
    saving.current = true;
    try {
      const payload = toPayload(values);
      if (id) await editCutPay({ ...payload, id });
      else await addCutPay(payload);
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
    return <RecordNotFound message={t('pages.special.cutPay.notFound')} backText={t('common.back')} onBack={back} />;
  }
  const loading = Boolean(id) && !rule;

  return (
    <PageContainer title={t(id ? 'pages.special.cutPay.title.edit' : 'pages.special.cutPay.title.add')} onBack={back}>
      <Card>
        {loading && <Skeleton active />}
        <div hidden={loading}>
          <ProForm<RuleFormValues>
            id="cutpay-form"
            form={form}
            layout="vertical"
            dateFormatter="number"
            initialValues={NEW_RULE}
            onFinish={save}
            submitter={{
              searchConfig: { submitText: t('common.save') },
              resetButtonProps: false,
              submitButtonProps: { id: 'cutpay-submit' },
              render: (_, dom) => [
                ...dom,
                <Button key="cancel" id="cutpay-cancel" onClick={back}>
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
