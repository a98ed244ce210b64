import { render, screen, within } from '@testing-library/react';
import HistoryDrawer from './HistoryDrawer';
import type { HistoryVersion } from './service';

vi.mock('@umijs/max', () => ({
  Link: ({ to, children, id }: { to: string; children: unknown; id?: string }) => (
    <a href={to} id={id}>
      {children as string}
    </a>
  ),
  useAccess: () => ({ can: () => true }),
  useIntl: () => ({
    formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) =>
      values ? `${id} ${JSON.stringify(values)}` : id,
  }),
}));

const base = { operatorName: '何峰', time: 1_800_000_000_000, baseline: false, gameId: 1 };
const VERSIONS: HistoryVersion[] = [
  { ...base, version: 3, action: 'update', reason: '更换商户主体（变更申请 #12，林娜 批准）', changeRequestId: 12 },
  { ...base, version: 2, action: 'update', reason: '调整费率' },
];

vi.mock('./service', () => ({
  pageHistory: vi.fn(async () => ({ data: { list: VERSIONS, total: 3, pageNum: 1, pageSize: 10 } })),
  diffHistory: vi.fn(async () => ({ data: { from: 2, to: 3, equal: true, changes: [] } })),
  rollbackHistory: vi.fn(),
}));

describe('HistoryDrawer (docs/rules.md "Change requests in the console")', () => {
  it('links a version an approved change request saved to that request; other versions link nowhere', async () => {
    render(<HistoryDrawer record={{ kind: 'payConfig', recordId: 5 }} canRollback={false} onClose={vi.fn()} />);
    const link = await screen.findByText(/changeRequest\.link /);
    expect(link.closest('a')).toHaveAttribute('href', '/approvals?id=12');
    expect(link.closest('a')).toHaveAttribute('id', 'history-v3-request-12');
    const row = (version: number) => screen.getByText(`v${version}`).closest('tr') as HTMLElement;
    expect(within(row(3)).getByText(/更换商户主体/)).toBeInTheDocument();
    expect(within(row(2)).queryByRole('link')).toBeNull();
    expect(within(row(2)).getByText('调整费率')).toBeInTheDocument();
  });
});
