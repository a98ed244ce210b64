import RuleEditor, { type RuleForm } from '@/components/RuleList/RuleEditor';
import type { CutPayPayload, CutPayRule } from '../../service';
import { NEW_RULE, type RuleFormValues, toForm, toPayload } from '../components/formValues';
import RuleFields from '../components/RuleFields';
import { CUTPAY_RULES } from '../components/screen';

/**
 * /special/cutPay/create (hidden, kept alive, follows its address): a new switch-payment rule, or `?id=` an existing
 * one (RuleEditor: a refused save keeps what was typed, a double click saves once, success goes back to the list).
 * Times as epoch ms.
 */
const FORM: RuleForm<CutPayRule, CutPayPayload, RuleFormValues> = {
  texts: {
    add: 'pages.special.cutPay.title.add',
    edit: 'pages.special.cutPay.title.edit',
    notFound: 'pages.special.cutPay.notFound',
  },
  toForm,
  toPayload,
  initialValues: NEW_RULE,
  dateFormatter: 'number',
};

export default function CutPayCreate() {
  return (
    <RuleEditor screen={CUTPAY_RULES} form={FORM}>
      <RuleFields />
    </RuleEditor>
  );
}
