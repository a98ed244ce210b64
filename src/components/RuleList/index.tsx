import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { useRef } from 'react';
import { PendingTag, usePendingChanges } from '@/components/ChangeRequest';
import CreateButton from '@/components/CreateButton';
import CrudTable from '@/components/CrudTable';
import { columnLabels, DeletedRecords, HistoryLink } from '@/components/History';
import { useReloadOnReturn } from '@/components/Workspace/PaneContext';
import { action } from '@/utils/action';
import type { RuleScreen } from './screen';
import { useStatusLinks } from './useStatusLinks';

export type { RuleScreen } from './screen';

/**
 * A list of rules that are enabled and disabled, kept with a configuration history (docs/rules.md "Configuration
 * history"): the CrudTable of `columns` (view, delete, export), and per row edit (the create page with `?id=`),
 * disable after a confirmation or enable, and the record's History; in the toolbar the deleted records' history and
 * the create button. The list reloads when its tab comes back into view and after every change.
 */
export default function RuleList<R extends Record<string, unknown> & { id: number; status: unknown }, P>(props: {
  screen: RuleScreen<R, P>;
  columns: ProColumns<R>[];
  exportName: string;
}) {
  const { screen: s, columns } = props;
  const actionRef = useRef<ActionType>();
  const reloadList = () => actionRef.current?.reload();
  useReloadOnReturn(reloadList);
  const editKey = action(s.path, 'edit');
  const statusLinks = useStatusLinks<R>({
    ...s,
    ...s.calls,
    editKey,
    edit: s.createPath,
    onDone: reloadList,
    enableApproval: s.approval?.enable,
  });
  const labels = columnLabels(columns);
  // a rule with a change waiting for approval is marked in its row, linking to the request
  const pending = usePendingChanges(s.approval ? s.kind : '');
  return (
    <CrudTable<R>
      id={`${s.idPrefix}-table`}
      columns={columns}
      actionRef={actionRef}
      service={{ page: s.calls.page, remove: (r) => s.calls.remove({ id: r.id }) }}
      authority={{ remove: action(s.path, 'delete'), export: action(s.path, 'export') }}
      exportName={props.exportName}
      rowActions={(r, reload) => [
        ...(pending.has(r.id)
          ? [<PendingTag key="pending" id={pending.get(r.id) as number} idPrefix={`${s.idPrefix}-${r.id}`} />]
          : []),
        ...statusLinks(r),
        <HistoryLink
          key="history"
          record={{ kind: s.kind, recordId: r.id }}
          readKey={s.path}
          editKey={editKey}
          title={`#${r.id}`}
          labels={labels}
          onRolledBack={reload}
          approval={Boolean(s.approval?.edit)}
        />,
      ]}
      toolbar={(reload) => [
        <DeletedRecords
          key="deleted"
          kind={s.kind}
          readKey={s.path}
          editKey={editKey}
          labels={labels}
          onRestored={reload}
        />,
        <CreateButton
          key="create"
          id={`${s.idPrefix}-create`}
          authority={action(s.path, 'add')}
          onClick={() => history.push(s.createPath)}
        />,
      ]}
    />
  );
}
