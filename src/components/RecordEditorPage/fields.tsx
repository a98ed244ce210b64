import {
  ProForm,
  ProFormDateTimePicker,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import type { FormRule } from 'antd';
import { createContext, useContext } from 'react';
import type { NumberField, TextField as TextDeclaration } from '@/contract/field';
import { LINK } from '@/contract/operate/platforms';
import { VERSION } from '@/contract/special/values';
import { useText } from '@/hooks';
// its date fields draw the business pickers (src/components/BusinessTime/registry.ts)
import '@/components/BusinessTime/pickers';
import { fieldRules, requiredRule } from '@/utils/fieldRules';
import { digitRule, withoutEmoji } from '@/utils/validate';

/**
 * Fields of a record's form (inside RecordForm): each takes its DOM id from the form's prefix, `<idPrefix>-<name>`,
 * and its rules from the contract's declaration of the field it is bound to (`field`, through fieldRules():
 * required, length, pattern, range), with the console's messages; a version (VERSION) and a link (LINK) are the
 * contract's shared declarations. Beside those: a time window whose end comes after its start, a whole number of at
 * most 10 digits, free text without emoji (docs/rules.md "Validation messages"; `keepEmoji` for text players read).
 * The form checks shapes; the backend checks the rest and says why.
 */
export const FieldIdPrefix = createContext('');

type Width = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Option = { value: string; label: string };
type Get = { getFieldValue: (name: string) => unknown };

interface FieldProps {
  name: string;
  label: string;
  width?: Width;
  required?: boolean;
  tooltip?: string;
  placeholder?: string;
  /** checks after the required one */
  rules?: FormRule[];
  dependencies?: string[];
}

/** The props that were given (a prop given as undefined can hide a field's own default). */
function given<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A field's id, its rules (none: undefined) and the props every field passes on as given. */
function useField(p: FieldProps) {
  const t = useText();
  const id = `${useContext(FieldIdPrefix)}-${p.name}`;
  const rules = [...(p.required ? [requiredRule(t('common.required'), false)] : []), ...(p.rules ?? [])];
  const { name, label, width, tooltip, placeholder, dependencies } = p;
  const checks = rules.length ? rules : undefined;
  return { id, common: given({ name, label, width, tooltip, placeholder, dependencies, rules: checks }) };
}

/** A choice among `options`; `search`: searched by label (channels). */
export function SelectField(p: FieldProps & { options: Option[]; search?: boolean }) {
  const f = useField(p);
  const search = p.search ? { showSearch: true, optionFilterProp: 'label' } : {};
  return (
    <ProFormSelect htmlFor={f.id} width="sm" {...f.common} options={p.options} fieldProps={{ id: f.id, ...search }} />
  );
}

/** Free text: emoji are taken out as typed, unless players read it (`keepEmoji`). */
interface FreeText {
  keepEmoji?: boolean;
}
const emojiRule = (p: FreeText) => (p.keepEmoji ? {} : { normalize: withoutEmoji });

/** The contract's field a text input is bound to, and what a value off its pattern is told. */
interface Declared {
  field: TextDeclaration;
  message?: string;
}

/** The rules of a declared text field (required: as given, else as the contract declares it). */
function declared(p: FieldProps & Declared) {
  const { rules, input } = fieldRules(p.field, { required: p.required, patternMessage: p.message });
  // useField says required itself: the rest after it
  return { rules: [...rules.filter((r) => !('required' in r)), ...(p.rules ?? [])], input };
}

/** A line of text, as its contract field allows. */
export function TextField(p: FieldProps & FreeText & Declared) {
  const d = declared(p);
  const f = useField({ ...p, required: fieldRules(p.field, { required: p.required }).required, rules: d.rules });
  return <ProFormText htmlFor={f.id} {...f.common} {...emojiRule(p)} fieldProps={{ id: f.id, ...d.input }} />;
}

/** A client version, digits and dots (the contract's VERSION), else `message`. */
export function VersionField(p: FieldProps & { message: string; field?: TextDeclaration }) {
  return <TextField {...p} width="sm" field={p.field ?? VERSION} />;
}

/** An http or https link with a host (the contract's LINK), else `message`. */
export function UrlField(p: FieldProps & { message: string; field?: TextDeclaration }) {
  return <TextField {...p} width={p.width ?? 'xl'} placeholder={p.placeholder ?? 'https://'} field={p.field ?? LINK} />;
}

/** A whole number as its contract field allows (at most 10 digits); `addonAfter` after the box (e.g. %). */
export function IntegerField(p: FieldProps & { field: NumberField; addonAfter?: string }) {
  const { rules, input } = fieldRules(p.field, { required: false });
  const digits = (p.field.minimum ?? -1) >= 0 ? [digitRule()] : [];
  const f = useField({ ...p, rules: [...digits, ...rules, ...(p.rules ?? [])] });
  const addon = p.addonAfter ? { addonAfter: p.addonAfter } : {};
  return <ProFormDigit htmlFor={f.id} {...f.common} fieldProps={{ id: f.id, ...input, ...addon }} />;
}

/** A longer text with its count, as its contract field allows. */
export function TextAreaField(p: FieldProps & FreeText & Declared & { rows?: number }) {
  const d = declared(p);
  const f = useField({ ...p, required: fieldRules(p.field, { required: p.required }).required, rules: d.rules });
  const rows = p.rows ? { rows: p.rows } : {};
  return (
    <ProFormTextArea
      htmlFor={f.id}
      {...f.common}
      {...emojiRule(p)}
      fieldProps={{ id: f.id, ...d.input, showCount: true, ...rows }}
    />
  );
}

/** The record's status switch (`status`, on: enabled). */
export function StatusField() {
  const t = useText();
  const idPrefix = useContext(FieldIdPrefix);
  return (
    <ProFormSwitch
      htmlFor={`${idPrefix}-status`}
      name="status"
      label={t('common.status')}
      fieldProps={{ id: `${idPrefix}-status` }}
    />
  );
}

/**
 * A time window side by side, `startAt` and `endAt` (minutes), the end after the start (else `orderMessage`); both
 * `required`, or either left open (`placeholder` says so).
 */
export function WindowFields(p: {
  labels: { start: string; end: string };
  orderMessage: string;
  required?: boolean;
  placeholder?: string;
}) {
  const ms = (v: unknown) => (v ? new Date(v as string | number).valueOf() : Number.NaN);
  const after = ({ getFieldValue }: Get) => ({
    validator: (_: unknown, end: unknown) => {
      const start = getFieldValue('startAt');
      return end && start && ms(end) <= ms(start) ? Promise.reject(new Error(p.orderMessage)) : Promise.resolve();
    },
  });
  const side = { required: p.required, placeholder: p.placeholder };
  return (
    <ProForm.Group>
      <DateTimeField name="startAt" label={p.labels.start} {...side} />
      <DateTimeField name="endAt" label={p.labels.end} {...side} dependencies={['startAt']} rules={[after]} />
    </ProForm.Group>
  );
}

function DateTimeField(p: FieldProps) {
  const f = useField(p);
  return (
    <ProFormDateTimePicker
      htmlFor={f.id}
      width="md"
      {...f.common}
      fieldProps={{ id: f.id, format: 'YYYY-MM-DD HH:mm' }}
    />
  );
}
