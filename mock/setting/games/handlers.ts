import { settingGamesApi } from './games';
import { interfaceInfoApi } from './interfaceInfo';
import { linesApi } from './lines';
import { projectsApi } from './projects';

/** The game settings' endpoints: parent games, server lines, projects, interface info. */
export default { ...settingGamesApi, ...linesApi, ...projectsApi, ...interfaceInfoApi };
