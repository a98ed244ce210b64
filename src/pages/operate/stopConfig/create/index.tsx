import {
  ProForm,
  ProFormCheckbox,
  ProFormDateTimePicker,
  ProFormDependency,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import RecordEditorPage from '@/components/RecordEditorPage';
import { NOTE } from '@/contract/field';
import { banNeedsApproval } from '@/contract/operate/banRules';
import { OPERATE_FIELDS } from '@/contract/operate/values';
import { useText } from '@/hooks';
import { fieldRules, requiredRule } from '@/utils/fieldRules';
import { useRecordEditor } from '@/components/RecordEditorPage/useRecordEditor';
import { STOP_CONFIG_PATHS } from '../paths';
import { addBan, editBan, getBan } from '../service';
import { type BanFormValues, NEW_BAN, toForm, toPayload } from '../components/formValues';
import { useBanLabels } from '../components/labels';
// its date fields draw the business pickers (src/components/BusinessTime/registry.ts)
import '@/components/BusinessTime/pickers';

/**
 * /operate/stopConfig/create (hidden, not kept alive): a new ban, or `?id=` an existing one. The backend checks that
 * the target is a known player of the game (an IP: its syntax) and that no ban in force on the same target shares a
 * scope over the same time; a refused save keeps what was typed.
 */
export default function StopConfigCreate() {
  const t = useText();
  const editor = useRecordEditor({
    listPath: STOP_CONFIG_PATHS.stopConfig,
    get: getBan,
    add: addBan,
    edit: editBan,
    toForm,
    toPayload: (values: BanFormValues) => toPayload(values),
    // a ban of an IP or a device waits for a second person (the contract's rule, docs/rules.md "Change requests")
    approval: { add: banNeedsApproval, edit: banNeedsApproval },
  });
  const { targetTypes, scopes } = useBanLabels();
  // the target's and the reason's lengths are the contract's (src/contract/operate/values.ts, field.ts)
  const required = requiredRule(undefined, false);
  const target = fieldRules(OPERATE_FIELDS.banTarget);
  const reason = fieldRules(NOTE);

  return (
    <RecordEditorPage<BanFormValues>
      editor={editor}
      idPrefix="ban"
      titles={{ add: t('pages.operate.stopConfig.title.add'), edit: t('pages.operate.stopConfig.title.edit') }}
      notFound={t('pages.operate.stopConfig.notFound')}
      initialValues={NEW_BAN}
      dateFormatter="number"
    >
      <ProForm.Group>
        <ProFormSelect
          htmlFor="ban-target-type"
          name="targetType"
          label={t('pages.operate.stopConfig.targetType')}
          options={targetTypes}
          rules={[required]}
          width="sm"
          fieldProps={{ id: 'ban-target-type' }}
        />
        <ProFormText
          htmlFor="ban-target"
          name="target"
          label={t('pages.operate.stopConfig.target')}
          rules={target.rules}
          width="md"
          fieldProps={{ id: 'ban-target', ...target.input }}
          tooltip={t('pages.operate.stopConfig.target.help')}
        />
      </ProForm.Group>
      <ProFormCheckbox.Group
        name="scopes"
        label={t('pages.operate.stopConfig.scope')}
        options={scopes}
        rules={[requiredRule(t('pages.operate.stopConfig.scope.required'), false)]}
      />
      <ProForm.Group>
        <ProFormDateTimePicker
          htmlFor="ban-start"
          name="startAt"
          label={t('pages.operate.stopConfig.startAt')}
          placeholder={t('pages.operate.stopConfig.startNow')}
          fieldProps={{ id: 'ban-start', format: 'YYYY-MM-DD HH:mm' }}
        />
        <ProFormSwitch name="permanent" label={t('pages.operate.stopConfig.permanent')} />
        <ProFormDependency name={['permanent']}>
          {({ permanent }) =>
            permanent ? null : (
              <ProFormDateTimePicker
                htmlFor="ban-end"
                name="endAt"
                label={t('pages.operate.stopConfig.endAt')}
                rules={[required]}
                fieldProps={{ id: 'ban-end', format: 'YYYY-MM-DD HH:mm' }}
              />
            )
          }
        </ProFormDependency>
      </ProForm.Group>
      <ProFormTextArea
        htmlFor="ban-reason"
        name="reason"
        label={t('pages.operate.stopConfig.reason')}
        rules={reason.rules}
        fieldProps={{ id: 'ban-reason', ...reason.input, showCount: true }}
      />
    </RecordEditorPage>
  );
}
