import { APP_PATHS } from '@/utils/appPaths';

/**
 * The settings screens: every path the route table has under /setting (most are pending screens today). A path is
 * also the screen's authority key; a button's key is the screen's path and the action
 * (`action(SETTING_PATHS.gamesConfig, 'add')`).
 */
export const SETTING_PATHS = {
  root: '/setting',
  gamesConfig: '/setting/gamesConfig',
  gamesConfigConfig: '/setting/gamesConfig/config',
  /** the current game's child games (hidden) */
  gamesConfigChild: '/setting/gamesConfig/child',
  gamesConfigLine: '/setting/gamesConfig/line',
  operation: '/setting/operation',
  protocol: '/setting/operation/protocol',
  smsList: '/setting/operation/smsList',
  protocolCreate: '/setting/operation/protocol/create',
  protocolCreateOverseas: '/setting/operation/protocol/createOverseas',
  project: '/setting/project',
  interfaceInfo: APP_PATHS.interfaceInfo,
} as const;
