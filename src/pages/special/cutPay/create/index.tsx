import { PageContainer, ProForm } from '@ant-design/pro-components';
import { Button, Card, Skeleton } from 'antd';
import RecordNotFound from '@/components/RecordNotFound';
import { useText } from '@/hooks';
import { useRecordEditor } from '@/hooks/useRecordEditor';
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
  const {
    id,
    form,

    error,
    loading,
    save,
    back,
  } = useRecordEditor({
    listPath: SPECIAL_PATHS.cutPay,
    get: getCutPay,
    add: addCutPay,
    edit: editCutPay,
    toForm,
    toPayload: (values: RuleFormValues) => toPayload(values),
  });

  if (error) {
    return <RecordNotFound message={t('pages.special.cutPay.notFound')} backText={t('common.back')} onBack={back} />;
  }

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
