import { ProForm } from '@ant-design/pro-components';
import { Button, type FormInstance } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useText } from '@/hooks';
import { FieldIdPrefix } from './fields';

/**
 * A record's form with the console's save and cancel buttons (`<idPrefix>-form`, `-submit`, `-cancel`). Save runs
 * `onSave`; on a refusal it answers false and the form keeps what was typed. The fields of ./fields inside it take
 * their ids from `idPrefix` (`<idPrefix>-<name>`).
 */
export default function RecordForm<V>(props: {
  idPrefix: string;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  onSave: (values: V) => Promise<boolean>;
  onCancel: () => void;
  /** the operator changed a field (not called for values the page sets itself) */
  onValuesChange?: () => void;
  /** `number` for forms with date fields the backend takes as epoch milliseconds */
  dateFormatter?: 'number';
  style?: CSSProperties;
  children: ReactNode;
}) {
  const t = useText();
  return (
    <ProForm<V>
      id={`${props.idPrefix}-form`}
      form={props.form}
      layout="vertical"
      style={props.style}
      dateFormatter={props.dateFormatter}
      initialValues={props.initialValues}
      onFinish={props.onSave}
      onValuesChange={props.onValuesChange}
      submitter={{
        searchConfig: { submitText: t('common.save') },
        resetButtonProps: false,
        submitButtonProps: { id: `${props.idPrefix}-submit` },
        render: (_, dom) => [
          ...dom,
          <Button key="cancel" id={`${props.idPrefix}-cancel`} onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>,
        ],
      }}
    >
      <FieldIdPrefix.Provider value={props.idPrefix}>{props.children}</FieldIdPrefix.Provider>
    </ProForm>
  );
}
