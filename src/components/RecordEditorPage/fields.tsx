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
import { URL_PATTERN } from '@/contract/operate/platforms';
import { VERSION_PATTERN } from '@/contract/special/values';
import { useText } from '@/hooks';
// its date fields draw the business pickers (src/components/BusinessTime/registry.ts)
import '@/components/BusinessTime/pickers';
import { digitRule, withoutEmoji } from '@/utils/validate';

/**
 * Fields of a record's form (inside RecordForm): each takes its DOM id from the form's prefix, `<idPrefix>-<name>`,
 * says `required` with the console's message (common.required), and the shapes several forms check alike are checked
 * here once: a version (VERSION_PATTERN), a link (URL_PATTERN), a time window whose end comes after its start, a
 * whole number of at most 10 digits, free text without emoji (docs/rules.md "Validation messages"; `keepEmoji` for
 * text players read). The form checks shapes; the backend checks the rest and says why.
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
  const rules = [...(p.required ? [{ required: true, message: t('common.required') }] : []), ...(p.rules ?? [])];
  const { name, label, width, tooltip, placeholder, dependencies } = p;
  const checks = rules.length ? rules : undefined;
  return { id, common: given({ name, label, width, tooltip, placeholder, dependencies, rules: checks }) };
}

/** A choice among `options`; `search`: searched by label (channels). */
export function SelectField(p: FieldProps & { options: Option[]; search?: boolean }) {
  const f = useField(p);
  const search = p.search ? { showSearch: true, optionFilterProp: 'label' } : {};
  return <ProFormSelect width="sm" {...f.common} options={p.options} fieldProps={{ id: f.id, ...search }} />;
}

/** Free text: emoji are taken out as typed, unless players read it (`keepEmoji`). */
interface FreeText {
  keepEmoji?: boolean;
}
const emojiRule = (p: FreeText) => (p.keepEmoji ? {} : { normalize: withoutEmoji });

/** A line of text, at most `maxLength` characters. */
export function TextField(p: FieldProps & FreeText & { maxLength: number }) {
  const f = useField(p);
  return <ProFormText {...f.common} {...emojiRule(p)} fieldProps={{ id: f.id, maxLength: p.maxLength }} />;
}

/** A client version, digits and dots (VERSION_PATTERN), else `message`. */
export function VersionField(p: FieldProps & { message: string }) {
  const pattern = { pattern: new RegExp(VERSION_PATTERN), message: p.message };
  return <TextField {...p} width="sm" maxLength={32} rules={[pattern]} />;
}

/** An http or https link with a host (URL_PATTERN), else `message`. */
export function UrlField(p: FieldProps & { message: string }) {
  const pattern = { pattern: new RegExp(URL_PATTERN), message: p.message };
  return (
    <TextField
      {...p}
      width={p.width ?? 'xl'}
      placeholder={p.placeholder ?? 'https://'}
      maxLength={500}
      rules={[pattern]}
    />
  );
}

/** A whole number from `min` to `max` (at most 10 digits); `addonAfter` after the box (e.g. %). */
export function IntegerField(p: FieldProps & { min: number; max?: number; addonAfter?: string }) {
  const f = useField({ ...p, rules: [...(p.min >= 0 ? [digitRule()] : []), ...(p.rules ?? [])] });
  const addon = p.addonAfter ? { addonAfter: p.addonAfter } : {};
  return (
    <ProFormDigit
      {...f.common}
      {...given({ min: p.min, max: p.max })}
      fieldProps={{ id: f.id, precision: 0, ...addon }}
    />
  );
}

/** A longer text with its count, at most `maxLength` characters. */
export function TextAreaField(p: FieldProps & FreeText & { maxLength: number; rows?: number }) {
  const f = useField(p);
  const rows = p.rows ? { rows: p.rows } : {};
  return (
    <ProFormTextArea
      {...f.common}
      {...emojiRule(p)}
      fieldProps={{ id: f.id, maxLength: p.maxLength, showCount: true, ...rows }}
    />
  );
}

/** The record's status switch (`status`, on: enabled). */
export function StatusField() {
  const t = useText();
  const idPrefix = useContext(FieldIdPrefix);
  return <ProFormSwitch name="status" label={t('common.status')} fieldProps={{ id: `${idPrefix}-status` }} />;
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
  return <ProFormDateTimePicker width="md" {...f.common} fieldProps={{ id: f.id, format: 'YYYY-MM-DD HH:mm' }} />;
}
