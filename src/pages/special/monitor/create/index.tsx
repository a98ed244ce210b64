import RecordEditorPage from '@/components/RecordEditorPage';
import { useText } from '@/hooks';
import { useRecordEditor } from '@/components/RecordEditorPage/useRecordEditor';
import { MONITOR_PATHS } from '../paths';
import { addMonitorRule, editMonitorRule, getMonitorRule } from '../service';
import { NEW_RULE, type RuleFormValues, toForm, toPayload } from '../components/formValues';
import RuleFields from '../components/RuleFields';

/**
 * /special/monitor/create (hidden, kept alive, follows its address): a new watch rule, or `?id=` an existing one. A
 * refused save (an account not of this game, say) keeps what was typed; a double click saves once; success goes back to
 * the list, which reloads.
 */
export default function MonitorRuleCreate() {
  const t = useText();
  const editor = useRecordEditor({
    listPath: MONITOR_PATHS.monitor,
    get: getMonitorRule,
    add: addMonitorRule,
    edit: editMonitorRule,
    toForm,
    toPayload: (values: RuleFormValues) => toPayload(values),
  });
  return (
    <RecordEditorPage<RuleFormValues>
      editor={editor}
      idPrefix="monitor"
      titles={{ add: t('pages.special.monitor.title.add'), edit: t('pages.special.monitor.title.edit') }}
      notFound={t('pages.special.monitor.notFound')}
      initialValues={NEW_RULE}
    >
      <RuleFields />
    </RecordEditorPage>
  );
}
