/** Where the self-check platform screens send the operator. */
export const CHECK_PATHS = {
  joinup: '/check/joinup',
  joinupDetail: '/check/joinup/detail',
  configuration: '/check/configuration',
  setConfig: '/check/configuration/setConfig',
  /** a check run's results (packaging area) */
  runDetails: '/package/checkTask/details',
} as const;
