import { useRequest } from 'ahooks';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { getCheckRun, type CheckDetail } from '../../service';

/** The run named by this pane's `?id=` (hidden pages kept alive in tabs read their own address). */
export function useCheckRun(): {
  id?: number;
  detail?: CheckDetail;
  loading: boolean;
  missing: boolean;
  reload: () => void;
} {
  const { query } = usePaneLocation();
  const raw = Number(query.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  // read for each id (and on reload); while a read is under way the page waits, a failed one is "not found"
  const { data, loading, error, refresh } = useRequest(async () => (await getCheckRun(Number(id))).data, {
    ready: Boolean(id),
    refreshDeps: [id],
  });

  return {
    id,
    detail: data && data.run.id === id ? data : undefined,
    loading,
    missing: !id || (Boolean(error) && !loading),
    reload: refresh,
  };
}
