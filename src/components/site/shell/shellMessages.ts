import type { MessageSelection } from '../ClientMessages'

/**
 * The messages of the client components every page has: the menus, language buttons, session
 * buttons, snackbar, confirmation dialog and error page. Pages with forms add their own
 * namespaces around the form (tests/unit/site/shellMessages.test.ts keeps this list whole).
 */
export const shellMessages = {
  common: [
    'close',
    'cancel',
    'confirm',
    'restricted',
    'newWindow',
    'genericError',
    'errorTitle',
    'retry',
    'backHome',
  ],
  shell: [
    'mainMenu',
    'openMenu',
    'closeMenu',
    'toggleSubmenu',
    'language',
    'adminPanel',
    'logout',
    'logoutQuestion',
    'loggedInAs',
    'myAccount',
    'signIn',
  ],
} as const satisfies MessageSelection
