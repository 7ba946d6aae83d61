import { UNSAFE_createBrowserHistory } from 'react-router-dom'

/**
 * The browser's history as React Router keeps it: a chunk of its own, which SiteRouter (router.tsx) loads on the
 * visitor's first sign of going to another page, not with the page.
 */
export function browserHistory() {
  // v5Compat: the listener also hears the app's own pushes and replaces, not only Back and Forward.
  return UNSAFE_createBrowserHistory({ v5Compat: true })
}

export type BrowserHistory = ReturnType<typeof browserHistory>
