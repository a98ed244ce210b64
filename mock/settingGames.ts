/** umi mock entry: game settings (/setting/gamesConfig, /config, /line, /setting/project, /setting/interfaceInfo). */
export { default } from './setting/games/handlers';
