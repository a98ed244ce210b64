/** The root state of the dva models, as screens select it (useSelector, connect). */
export type { Action, EffectsCommands } from './dva';
import type { DepartmentModelState } from './department';
import type { GamesModelState } from './games';
import type { GlobalModelState } from './global';
import type { LoginModelState } from './login';
import type { PeopleModelState } from './people';
import type { ResourceModelState } from './resource';
import type { RoleModelState } from './role';
import type { SettingsModelState } from './settings';
import type { UploadModelState } from './upload';
import type { UserModelState } from './user';

export interface RootState {
  department: DepartmentModelState;
  games: GamesModelState;
  global: GlobalModelState;
  login: LoginModelState;
  people: PeopleModelState;
  resource: ResourceModelState;
  role: RoleModelState;
  settings: SettingsModelState;
  upload: UploadModelState;
  user: UserModelState;
  loading: { effects: Record<string, boolean | undefined>; models: Record<string, boolean | undefined> };
}
