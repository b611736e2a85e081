/**
 * The login is a page of its own (login.html, src/login/) and the app another document: going from one to the other
 * loads the other's HTML, in place of the current entry (as the app's redirects do). One object, so tests can follow it.
 */
export const documentNavigation = {
  replace: (href: string): void => window.location.replace(href),
}
