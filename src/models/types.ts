/** The bits of dva typing the models share. */
export interface Action<P = unknown> {
  type: string;
  payload?: P;
}

export interface EffectsCommands {
  call: <R, A extends unknown[]>(fn: (...args: A) => R, ...args: A) => unknown;
  put: (action: Action) => unknown;
  select: <R>(selector: (state: RootState) => R) => unknown;
}

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
