import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import {
  IntegerField,
  SelectField,
  StatusField,
  TextAreaField,
  TextField,
  UrlField,
  VersionField,
  WindowFields,
} from './fields';
import RecordForm from './RecordForm';
import { integer, text } from '@/contract/field';

vi.mock('@umijs/max', () => ({
  useIntl: () => ({ formatMessage: ({ id }: { id: string }) => id }),
}));

type Values = Record<string, unknown>;

function draw(initialValues: Values, onSave = vi.fn(async (_values: Values) => true)) {
  const Page = () => {
    const [form] = Form.useForm<Values>();
    return (
      <RecordForm<Values> idPrefix="rule" form={form} initialValues={initialValues} onSave={onSave} onCancel={vi.fn()}>
        <SelectField name="channel" label="channel" options={[{ value: 'huawei', label: 'Huawei' }]} search required />
        <VersionField name="minVersion" label="min" message="version.pattern" />
        <UrlField name="downloadUrl" label="url" message="url.pattern" />
        <WindowFields labels={{ start: 'start', end: 'end' }} orderMessage="window.order" />
        <StatusField />
      </RecordForm>
    );
  };
  render(<Page />);
  return onSave;
}

const save = async (prefix = 'rule') => {
  await act(async () => {
    fireEvent.click(document.getElementById(`${prefix}-submit`) as HTMLElement);
  });
};

describe('record fields', () => {
  it('take their ids from the form’s prefix and save what was given', async () => {
    const onSave = draw({ channel: 'huawei', minVersion: '1.2.10', downloadUrl: 'https://cdn.example.com/a.apk' });
    for (const id of ['channel', 'minVersion', 'downloadUrl', 'startAt', 'endAt', 'status']) {
      expect(document.getElementById(`rule-${id}`)).not.toBeNull();
    }
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ channel: 'huawei', minVersion: '1.2.10' });
  });

  it('check the shapes: required, a version, a link, an end after the start', async () => {
    const onSave = draw({
      minVersion: 'v1',
      downloadUrl: 'ftp://x',
      startAt: Date.parse('2026-05-02T10:00:00+08:00'),
      endAt: Date.parse('2026-05-01T10:00:00+08:00'),
    });
    await save();
    for (const message of ['common.required', 'version.pattern', 'url.pattern', 'window.order']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('free text and numbers (docs/rules.md "Validation messages")', () => {
  function drawText(onSave = vi.fn(async (_values: Values) => true)) {
    const Page = () => {
      const [form] = Form.useForm<Values>();
      return (
        <RecordForm<Values> idPrefix="f" form={form} initialValues={{}} onSave={onSave} onCancel={vi.fn()}>
          <TextField name="name" label="name" field={text({ maxLength: 40 })} />
          <TextAreaField name="note" label="note" field={text({ maxLength: 200 })} />
          <TextField name="title" label="title" field={text({ maxLength: 40 })} keepEmoji />
          <IntegerField name="count" label="count" field={integer({ minimum: 0 })} />
        </RecordForm>
      );
    };
    render(<Page />);
    return onSave;
  }
  const type = (id: string, value: string) =>
    fireEvent.change(document.getElementById(id) as HTMLElement, { target: { value } });

  it('emoji are taken out of names and notes as typed; a text players read keeps them', async () => {
    const onSave = drawText();
    type('f-name', '春节🎉活动👨‍👩‍👧');
    type('f-note', '补偿🇨🇳说明');
    type('f-title', '新春快乐🎉');
    expect(document.getElementById('f-name')).toHaveValue('春节活动');
    await save('f');
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ name: '春节活动', note: '补偿说明', title: '新春快乐🎉' });
  });

  it('a whole number has at most 10 digits', async () => {
    const onSave = drawText();
    type('f-count', '12345678901');
    await save('f');
    expect(await screen.findByText(/validate\.digits|数字长度不能超过10位/)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    type('f-count', '1234567890');
    await save('f');
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ count: 1234567890 });
  });
});
