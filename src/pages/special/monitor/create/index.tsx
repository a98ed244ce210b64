import { PageContainer, ProForm } from '@ant-design/pro-components';
import { Button, Card, Skeleton } from 'antd';
import RecordNotFound from '@/components/RecordNotFound';
import { useText } from '@/hooks';
import { useRecordEditor } from '@/hooks/useRecordEditor';
import { MONITOR_PATHS } from '@/pages/special/monitorPaths';
import { addMonitorRule, editMonitorRule, getMonitorRule } from '@/pages/special/monitorService';
import { NEW_RULE, type RuleFormValues, toForm, toPayload } from '../components/formValues';
import RuleFields from '../components/RuleFields';

/**
 * /special/monitor/create (hidden, not kept alive): a new watch rule, or `?id=` an existing one. A refused save (an
 * account not of this game, say) keeps what was typed; success goes back to the list, which reloads.
 */
export default function MonitorRuleCreate() {
  const t = useText();
  const { id, form, error, loading, save, back } = useRecordEditor({
    listPath: MONITOR_PATHS.monitor,
    get: getMonitorRule,
    add: addMonitorRule,
    edit: editMonitorRule,
    toForm,
    toPayload: (values: RuleFormValues) => toPayload(values),
  });

  if (error) {
    return <RecordNotFound message={t('pages.special.monitor.notFound')} backText={t('common.back')} onBack={back} />;
  }

  return (
    <PageContainer title={t(id ? 'pages.special.monitor.title.edit' : 'pages.special.monitor.title.add')} onBack={back}>
      <Card>
        {loading && <Skeleton active />}
        <div hidden={loading}>
          <ProForm<RuleFormValues>
            id="monitor-form"
            form={form}
            layout="vertical"
            initialValues={NEW_RULE}
            onFinish={save}
            submitter={{
              searchConfig: { submitText: t('common.save') },
              resetButtonProps: false,
              submitButtonProps: { id: 'monitor-submit' },
              render: (_, dom) => [
                ...dom,
                <Button key="cancel" id="monitor-cancel" onClick={back}>
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
