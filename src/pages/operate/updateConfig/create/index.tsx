import RecordEditorPage from '@/components/RecordEditorPage';
import { useText } from '@/hooks';
import { useRecordEditor } from '@/hooks/useRecordEditor';
import { OPERATE_PATHS } from '@/pages/operate/paths';
import { addUpdateConfig, editUpdateConfig, getUpdateConfig } from '@/pages/operate/service';
import { NEW_UPDATE_RULE, toForm, toPayload, type UpdateFormValues } from '../components/formValues';
import RuleFields from '../components/RuleFields';

/**
 * /operate/updateConfig/create (hidden, not kept alive): a new forced-update rule, or `?id=` an existing one. A
 * refused save (an overlap names the other rule) keeps what was typed; a double click saves once; success goes back
 * to the list, which reloads.
 */
export default function UpdateConfigCreate() {
  const t = useText();
  const editor = useRecordEditor({
    listPath: OPERATE_PATHS.updateConfig,
    get: getUpdateConfig,
    add: addUpdateConfig,
    edit: editUpdateConfig,
    toForm,
    changeReason: true,
    toPayload: (values: UpdateFormValues) => toPayload(values),
  });
  return (
    <RecordEditorPage<UpdateFormValues>
      editor={editor}
      idPrefix="update"
      changeReason
      titles={{ add: t('pages.operate.update.title.add'), edit: t('pages.operate.update.title.edit') }}
      notFound={t('pages.operate.update.notFound')}
      initialValues={NEW_UPDATE_RULE}
    >
      <RuleFields />
    </RecordEditorPage>
  );
}
