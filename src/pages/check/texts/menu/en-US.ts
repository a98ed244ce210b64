/** Titles of this area's routes and menu entries (`menu.<route name>`, config/routes.ts), in the shell's messages. */
export default {
  'menu.check': 'Self-check platform',
  'menu.check.joinup': 'Enrolment',
  'menu.check.configuration': 'Check items',
  'menu.check.joinup.detail': 'Enrolment details',
  'menu.check.configuration.setConfig': 'Item parameters',
};
