import type { Paths } from '../../operation';
import * as games from './games';
import * as interfaceInfo from './interfaceInfo';
import * as project from './project';

/**
 * The settings screens of games, lines, projects and interface info (src/pages/setting/README.md
 * "Games, lines, projects, interface info").
 */
export const paths = {
  ...games.paths,
  ...project.paths,
  ...interfaceInfo.paths,
} satisfies Paths;
