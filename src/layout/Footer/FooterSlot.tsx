import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react'

/**
 * The footer as the server renderer draws it (src/app/server.tsx provides `<Footer />`). The browser's app provides
 * none: the footer has no state, effects or handlers (its links are plain links, which the app navigates on the
 * client: SmartLink's ClientNavigation), and it is the same on every page, so the prerendered one stays as it is and
 * its code is never loaded with the page. Only a page the browser draws itself (the dev server's) loads it.
 */
export const ServerFooter = createContext<ReactNode>(null)

const Footer = lazy(() => import('./Footer.tsx').then((module) => ({ default: module.Footer })))

/** The site's footer in a prerendered document: the one outside <main> (a block may hold a footer of its own). */
const PRERENDERED = 'footer:not(main *)'

/** The inner HTML React is told a kept footer has: it never compares or sets it while hydrating, nor after. */
const KEPT = { __html: '' }

/** The footer of every page: drawn by the server, kept as prerendered in the browser (see `ServerFooter`). */
export function FooterSlot() {
  const drawn = useContext(ServerFooter)
  // Read once, on the first render: whether this document came prerendered with a footer.
  const [prerendered] = useState(
    () => !drawn && typeof document !== 'undefined' && document.querySelector(PRERENDERED) !== null,
  )
  if (drawn) return drawn
  if (prerendered)
    // The prerendered footer, attributes and all: React hydrates the element but never looks inside it, and leaves
    // its attributes (its style class) as the server wrote them.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: writes nothing (KEPT is the empty string): it keeps the prerendered footer
    return <footer dangerouslySetInnerHTML={KEPT} suppressHydrationWarning />
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  )
}
