import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { SelectField, StatusField, UrlField, VersionField, WindowFields } from './fields';
import RecordForm from './RecordForm';

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

const save = async () => {
  await act(async () => {
    fireEvent.click(document.getElementById('rule-submit') as HTMLElement);
  });
};

// whole forms drawn: on a loaded 2-core machine (the full suite) one can pass vitest's 5 s without anything wrong
describe('record fields', { timeout: 30_000 }, () => {
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
