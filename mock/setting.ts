/**
 * umi mock entry: game settings (/setting): parent games, their child games and server lines, projects, interface
 * info, operating entities with their protocols and SMS signatures.
 */
import { entry } from './backend';
import setting from './setting/index';

export default entry(setting);
