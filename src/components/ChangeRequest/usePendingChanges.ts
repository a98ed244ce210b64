import { useAccess } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useEffect, useMemo } from 'react';
import { onChangeRequestsChanged, pageChangeRequests } from '@/services/changeRequests';
import { APPROVAL_KEYS } from './keys';

/** The most waiting requests a list marks (more waiting on one kind of record is not a day's work). */
const READ = 100;

/**
 * The waiting change requests on records of one kind (`payConfig` …), by record id → request id, so a list marks
 * its rows "待审批的变更" with a link (issue 34). Read with the list, again after a change request was made or decided
 * here, and when `reloadKey` changes (the list read again). Holders of the approvals grant only (the call needs it).
 */
export function usePendingChanges(recordKind: string, reloadKey?: unknown): Map<number, number> {
  const { can } = useAccess();
  const allowed = can(APPROVAL_KEYS.screen);
  const { data, refresh } = useRequest(
    async () =>
      (
        await pageChangeRequests(
          { pageNum: 1, pageSize: READ, view: 'all', status: 'pending' },
          { skipErrorHandler: true },
        )
      ).data.list,
    { ready: allowed && Boolean(recordKind), refreshDeps: [reloadKey] },
  );
  useEffect(() => onChangeRequestsChanged(refresh), [refresh]);
  return useMemo(() => {
    const byRecord = new Map<number, number>();
    for (const r of data ?? []) {
      if (r.recordKind === recordKind && r.recordId !== null && !byRecord.has(r.recordId))
        byRecord.set(r.recordId, r.id);
    }
    return byRecord;
  }, [data, recordKind]);
}
