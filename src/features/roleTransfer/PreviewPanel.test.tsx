import { act, fireEvent, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import PreviewPanel from './PreviewPanel';
import type { TransferPreview } from './types';

let granted: string[] = [];
vi.mock('@umijs/max', () => ({
  Access: ({ accessible, children }: { accessible: boolean; children: ReactNode }) => (accessible ? children : null),
  useAccess: () => ({ can: (key: string) => granted.includes(key) }),
  useIntl: () => ({ formatMessage: ({ id }: { id: string }) => id }),
}));

const side = (account: string) => ({
  uid: 1,
  account,
  contact: '138****0000',
  status: 'normal',
  roles: [],
  balance: 0,
});
const PREVIEW = {
  from: side('a'),
  to: side('b'),
  moves: [],
  totalPoints: 0,
  totalBalance: 0,
  balances: { from: { before: 10, after: 0 }, to: { before: 0, after: 10 } },
  conflicts: [],
  token: 't1',
} as unknown as TransferPreview;
const EXECUTE = '/operate/userAccountMigration:migrate';

function draw() {
  const onExecute = vi.fn();
  render(<PreviewPanel prefix="migration" preview={PREVIEW} executeKey={EXECUTE} busy={false} onExecute={onExecute} />);
  fireEvent.change(document.getElementById('migration-reason') as HTMLElement, {
    target: { value: '  玩家换绑手机后申请迁移 ' },
  });
  return onExecute;
}
const execute = () =>
  act(async () => {
    fireEvent.click(document.getElementById('migration-execute') as HTMLElement);
  });

describe('a transfer’s preview (docs/rules.md "Change requests in the console")', () => {
  it('sends its reason, not an emergency, for a person without the emergency grant (who is not offered it)', async () => {
    granted = [EXECUTE];
    const onExecute = draw();
    expect(document.getElementById('migration-emergency')).toBeNull();
    await execute();
    await waitFor(() => expect(onExecute).toHaveBeenCalledWith('玩家换绑手机后申请迁移', false));
  });

  it('offers a holder of /approvals:emergency to apply at once, with the same reason', async () => {
    granted = [EXECUTE, '/approvals:emergency'];
    const onExecute = draw();
    await execute();
    await waitFor(() => expect(onExecute).toHaveBeenCalledWith('玩家换绑手机后申请迁移', false));
    fireEvent.click(document.getElementById('migration-emergency') as HTMLElement);
    await execute();
    await waitFor(() => expect(onExecute).toHaveBeenLastCalledWith('玩家换绑手机后申请迁移', true));
  });
});
