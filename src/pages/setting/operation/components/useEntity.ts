import { useRequest } from 'ahooks';
import { usePaneLocation } from '@/components/Workspace/PaneContext';
import { getEntity } from '../service';

/** The entity a hidden screen is about (`?entityId=`), read from the backend; none without the parameter. */
export function useEntity() {
  const { query } = usePaneLocation();
  const entityId = Number(query.get('entityId')) || 0;
  const { data: entity, error } = useRequest(async () => (await getEntity({ id: entityId })).data, {
    ready: entityId > 0,
    refreshDeps: [entityId],
  });
  return { entityId, entity, error, query };
}
