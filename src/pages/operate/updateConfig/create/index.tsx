import RuleEditor, { type RuleForm } from '@/components/RuleList/RuleEditor';
import type { UpdatePayload, UpdateRule } from '../service';
import { NEW_UPDATE_RULE, toForm, toPayload, type UpdateFormValues } from '../components/formValues';
import RuleFields from '../components/RuleFields';
import { UPDATE_RULES } from '../components/screen';

/**
 * /operate/updateConfig/create (hidden, not kept alive): a new forced-update rule, or `?id=` an existing one
 * (RuleEditor: a refused save keeps what was typed, a double click saves once, success goes back to the list).
 */
const FORM: RuleForm<UpdateRule, UpdatePayload, UpdateFormValues> = {
  texts: {
    add: 'pages.operate.updateConfig.title.add',
    edit: 'pages.operate.updateConfig.title.edit',
    notFound: 'pages.operate.updateConfig.notFound',
  },
  toForm,
  toPayload,
  initialValues: NEW_UPDATE_RULE,
};

export default function UpdateConfigCreate() {
  return (
    <RuleEditor screen={UPDATE_RULES} form={FORM}>
      <RuleFields />
    </RuleEditor>
  );
}
