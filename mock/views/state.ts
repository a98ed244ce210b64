import type { Static } from '../../src/contract/schema';
import type { columnStateSchema, viewSortSchema } from '../../src/contract/views';
import { defineArea } from '../core/store';

/** One saved table view: whose it is (person id), which list, and what it restores. */
export interface SavedView {
  id: number;
  ownerId: number;
  listKey: string;
  name: string;
  isDefault: boolean;
  filters: Record<string, unknown>;
  columns: Array<Static<typeof columnStateSchema>>;
  sort: Static<typeof viewSortSchema> | null;
  created: number;
  updated: number;
}

/** Nobody has saved a view in the seed. */
export const viewsState = defineArea('views', () => ({ seq: 0, rows: [] as SavedView[] }));
