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

/** Copies text to the clipboard (the async API where allowed, else a hidden textarea). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the textarea
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}
