import RecordEditorPage from '@/components/RecordEditorPage';
import { useText } from '@/hooks';
import { useRecordEditor } from '@/hooks/useRecordEditor';
import { SPECIAL_PATHS } from '@/pages/special/paths';
import { addCutPay, editCutPay, getCutPay } from '@/pages/special/service';
import { NEW_RULE, type RuleFormValues, toForm, toPayload } from '../components/formValues';
import RuleFields from '../components/RuleFields';

/**
 * /special/cutPay/create (hidden, not kept alive): a new switch-payment rule, or `?id=` an existing one. A refused save
 * (an overlap names the other rule) keeps what was typed; a double click saves once; success goes back to the list,
 * which reloads.
 */
export default function CutPayCreate() {
  const t = useText();
  const editor = useRecordEditor({
    listPath: SPECIAL_PATHS.cutPay,
    get: getCutPay,
    add: addCutPay,
    edit: editCutPay,
    toForm,
    changeReason: true,
    toPayload: (values: RuleFormValues) => toPayload(values),
  });
  return (
    <RecordEditorPage<RuleFormValues>
      editor={editor}
      idPrefix="cutpay"
      changeReason
      titles={{ add: t('pages.special.cutPay.title.add'), edit: t('pages.special.cutPay.title.edit') }}
      notFound={t('pages.special.cutPay.notFound')}
      initialValues={NEW_RULE}
      dateFormatter="number"
    >
      <RuleFields />
    </RecordEditorPage>
  );
}
