import { ModalForm, ProFormRadio, ProFormTextArea } from '@ant-design/pro-components';
import { message } from 'antd';
import ActionLink from '@/components/ActionLink';
import { useText } from '@/hooks';
import { handleMonitorAlert, type MonitorAlert } from '../service';
import { NOTE } from '@/contract/field';
import { fieldRules } from '@/utils/fieldRules';

/**
 * An open alert's row action: handled or ignored, with a note (required). A refusal (someone dealt with it first) is
 * shown by the request layer and the dialog keeps what was typed.
 */
export default function HandleModal({ alert, onDone }: { alert: MonitorAlert; onDone: () => void }) {
  const t = useText();
  const p = (k: string) => t(`pages.special.monitor.alert.${k}`);
  const id = `monitor-alert-handle-${alert.id}`;
  return (
    <ModalForm<{ decision: 'handled' | 'ignored'; note: string }>
      title={t('pages.special.monitor.alert.handle.title', { id: alert.id })}
      width={480}
      layout="vertical"
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      trigger={<ActionLink id={id}>{p('handle')}</ActionLink>}
      submitter={{ searchConfig: { submitText: t('common.save') }, submitButtonProps: { id: `${id}-submit` } }}
      onFinish={async ({ decision, note }) => {
        try {
          await handleMonitorAlert({ id: alert.id, status: decision, note: note.trim() });
          message.success(p('done'));
          onDone();
          return true;
        } catch {
          return false;
        }
      }}
    >
      <ProFormRadio.Group
        htmlFor={`${id}-decision`}
        name="decision"
        label={p('decision')}
        initialValue="handled"
        fieldProps={{ id: `${id}-decision` }}
        options={[
          { value: 'handled', label: p('decision.handled') },
          { value: 'ignored', label: p('decision.ignored') },
        ]}
      />
      <ProFormTextArea
        htmlFor={`${id}-note`}
        name="note"
        label={p('note')}
        fieldProps={{ id: `${id}-note`, ...fieldRules(NOTE).input, autoSize: { minRows: 2 } }}
        rules={fieldRules(NOTE, { requiredMessage: p('note.required') }).rules}
      />
    </ModalForm>
  );
}
