import { useDispatch, useSelector } from '@umijs/max';
import { useEffect } from 'react';
import type { RootState } from '@/models/types';
import type { Resource } from '@/services/types';

/**
 * The resources a grant editor offers, from the resource model: read again each time an editor opens (menus and
 * endpoints change with /unity/menu), showing the last list meanwhile. undefined until the first answer.
 */
export function useResources(): Resource[] | undefined {
  const dispatch = useDispatch();
  const { resourceList, loaded } = useSelector((s: RootState) => s.resource);
  useEffect(() => {
    dispatch({ type: 'resource/fetchAll' });
  }, [dispatch]);
  return loaded ? resourceList : undefined;
}
