import { lazy, Suspense, useContext, useState } from 'react'
import { ServerParts } from '../../app/server-parts.tsx'

const Footer = lazy(() => import('./Footer.tsx').then((module) => ({ default: module.Footer })))

/** The site's footer in a prerendered document: the one outside <main> (a block may hold a footer of its own). */
const PRERENDERED = 'footer:not(main *)'

/** The inner HTML React is told a kept footer has: it never compares or sets it while hydrating, nor after. */
const KEPT = { __html: '' }

/** The footer of every page: drawn by the server, kept as prerendered in the browser (see `ServerParts`). */
export function FooterSlot() {
  const drawn = useContext(ServerParts)?.footer
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
