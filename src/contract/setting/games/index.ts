import type { Paths } from '../../operation';
import * as games from './games';
import * as interfaceInfo from './interfaceInfo';
import * as project from './project';

/** The settings screens of games, lines, projects and interface info (docs/rules.md "Screens' data" → "Setting"). */
export const paths = {
  ...games.paths,
  ...project.paths,
  ...interfaceInfo.paths,
} satisfies Paths;
