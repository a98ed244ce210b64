/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.package': 'Online packaging',
  'menu.package.manager': 'Base packages',
  'menu.package.task': 'Tasks',
  'menu.package.machine': 'Machines',
  'menu.package.packingStatistics': 'Packing statistics',
  'menu.package.checkTask': 'Package self-check',
  'menu.package.checkTask.details': 'Self-check details',
  'menu.package.checkTask.detailsJson': 'Parameter details',
};
