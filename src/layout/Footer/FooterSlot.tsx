import { lazy, Suspense, useContext, useState } from 'react'
import { ServerParts } from '../../app/server-parts.tsx'

/**
 * The footer's code, for a page the browser draws from nothing: only the dev server has one (a built page is
 * prerendered, footer and all), so production builds leave it out, with the chunks it imports.
 */
const Footer = import.meta.env.DEV
  ? lazy(() => import('./Footer.tsx').then((module) => ({ default: module.Footer })))
  : undefined

/** The site's footer in a prerendered document: the one outside <main> (a block may hold a footer of its own). */
const PRERENDERED = 'footer:not(main *)'

/** The inner HTML React is told a kept footer has: it never compares or sets it while hydrating, nor after. */
const KEPT = { __html: '' }

/** The footer of every page: drawn by the server, kept as prerendered in the browser (see `ServerParts`), drawn there only by the dev server. */
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
  return Footer ? (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  ) : null
}
