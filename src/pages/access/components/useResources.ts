import { useDispatch, useSelector } from '@umijs/max';
import { useEffect, useMemo } from 'react';
import type { RootState } from '@/models/types';
import type { Resource } from '@/services/types';
import type { ResourceNode } from '@/utils/resourceTree';

/**
 * The resources a grant editor offers and their tree (resource.resourceList and resource.menuList), from the resource
 * model: read again each time an editor opens (menus and endpoints change with /unity/menu), showing the last list
 * meanwhile. undefined until the first answer.
 */
export function useResources(): { resources: Resource[]; tree: ResourceNode[] } | undefined {
  const dispatch = useDispatch();
  const resources = useSelector((s: RootState) => s.resource.resourceList);
  const tree = useSelector((s: RootState) => s.resource.menuList);
  const loaded = useSelector((s: RootState) => s.resource.loaded);
  useEffect(() => {
    dispatch({ type: 'resource/fetchAll' });
  }, [dispatch]);
  return useMemo(() => (loaded ? { resources, tree } : undefined), [loaded, resources, tree]);
}
