import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { message, notification } from 'antd';
import CsvImportDrawer, { type ImportPreviewOf, type ImportPreviewRow } from '.';

let granted: string[] = [];
vi.mock('@umijs/max', () => ({
  history: { push: vi.fn() },
  Link: ({ to, children }: { to: string; children: unknown }) => <a href={to}>{children as string}</a>,
  useAccess: () => ({ can: (key: string) => granted.includes(key) }),
  useIntl: () => ({ formatMessage: ({ id }: { id: string }) => id }),
}));

type Preview = ImportPreviewOf<ImportPreviewRow>;
const PREVIEW: Preview = {
  columns: ['target'],
  rows: [{ row: 2, values: { target: 'a' }, errors: [] }],
  validCount: 1,
  invalidCount: 0,
  fileErrors: [],
};
// the test's rule: a file of more than two lines after its header is risky (the ban import's is the contract's)
const MANY = 'target\na\nb\nc\n';
const FEW = 'target\na\n';

type Commit = (csv: string, p: Preview, rid: string, approval?: unknown) => Promise<unknown>;

function draw(commit: Commit) {
  const onImported = vi.fn();
  render(
    <CsvImportDrawer<Preview>
      open
      onClose={vi.fn()}
      onImported={onImported}
      idPrefix="imp"
      preview={async () => PREVIEW}
      commit={commit as never}
      approval={(csv) => csv.trim().split('\n').length - 1 > 2}
      ready={(p) => p.validCount > 0}
      summary={() => ({ type: 'success', message: 'summary' })}
      resultTag={() => 'ok'}
      texts={{
        title: 'title',
        format: 'format',
        formatDetail: 'detail',
        choose: 'choose',
        chooseAgain: 'again',
        row: 'row',
        result: 'result',
        problems: 'problems',
        onlyProblems: 'only',
        submit: (n) => `import ${n}`,
      }}
    />,
  );
  return onImported;
}

async function pick(text: string) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([text], 'bans.csv', { type: 'text/csv' })] } });
  });
  await screen.findByText('summary');
}

const importNow = () =>
  act(async () => {
    fireEvent.click(document.getElementById('imp-submit') as HTMLElement);
  });

beforeEach(() => {
  granted = [];
  vi.spyOn(message, 'success').mockImplementation(() => ({}) as never);
  vi.spyOn(notification, 'info').mockImplementation(() => undefined);
});

describe('CsvImportDrawer, a risky import (docs/rules.md "Change requests")', () => {
  it('asks no reason for a file the rule lets through, and says what was imported', async () => {
    const commit = vi.fn<Commit>(async () => 'imported 1');
    const onImported = draw(commit);
    await pick(FEW);
    expect(document.getElementById('imp-changeReason')).toBeNull();
    await importNow();
    await waitFor(() => expect(commit).toHaveBeenCalled());
    expect(commit.mock.calls[0][3]).toBeUndefined();
    expect(message.success).toHaveBeenCalledWith('imported 1');
    expect(onImported).toHaveBeenCalled();
  });

  it('requires the reason for a file the rule gates, then closes with the notice naming the queued request', async () => {
    const commit = vi.fn<Commit>(async () => ({ id: 12, status: 'pending' as const, expiresAt: 1_800_000_000_000 }));
    const onImported = draw(commit);
    await pick(MANY);
    expect(document.getElementById('imp-changeReason')).not.toBeNull();
    // the emergency choice only for a holder of its grant
    expect(document.getElementById('imp-emergency')).toBeNull();
    await importNow();
    expect(await screen.findByText('changeRequest.reason.required')).toBeInTheDocument();
    expect(commit).not.toHaveBeenCalled();
    fireEvent.change(document.getElementById('imp-changeReason') as HTMLElement, {
      target: { value: '  外挂工作室批量封禁 ' },
    });
    await importNow();
    await waitFor(() => expect(commit).toHaveBeenCalled());
    expect(commit.mock.calls[0][3]).toEqual({ changeReason: '外挂工作室批量封禁' });
    expect(notification.info).toHaveBeenCalledWith(expect.objectContaining({ key: 'change-request-12' }));
    expect(message.success).not.toHaveBeenCalled();
    expect(onImported).toHaveBeenCalled();
  });

  it('offers the emergency choice to a holder of /approvals:emergency and sends it when ticked', async () => {
    granted = ['/approvals:emergency'];
    const commit = vi.fn<Commit>(async () => 'imported 3');
    draw(commit);
    await pick(MANY);
    fireEvent.change(document.getElementById('imp-changeReason') as HTMLElement, { target: { value: '紧急处理' } });
    fireEvent.click(document.getElementById('imp-emergency') as HTMLElement);
    await importNow();
    await waitFor(() => expect(commit).toHaveBeenCalled());
    expect(commit.mock.calls[0][3]).toEqual({ changeReason: '紧急处理', emergency: true });
    expect(message.success).toHaveBeenCalledWith('imported 3');
  });
});
