import { useEffect, useLayoutEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

const EXTERNAL = /^(https?:)?\/\//

/** True for links that leave the site. */
export function isExternal(href: string): boolean {
  return EXTERNAL.test(href)
}

/** True for links to a page of the site (navigated on the client), as opposed to files, sections and other sites. */
export function isPageHref(href: string): boolean {
  return href.startsWith('/') && !isExternal(href) && !href.startsWith('/assets/')
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode }

/**
 * One link component for every href a content author can write: pages of the site are plain links that the app
 * navigates on the client (`ClientNavigation`), `#section` links jump in the page, other sites open safely
 * (noopener noreferrer), and mailto:/tel:/files are plain links. Being plain, a link needs no code of its own: a
 * block made only of links and text stays as the prerendered HTML, never hydrated (src/blocks/registry.ts).
 */
export function SmartLink({ href, children, ...rest }: Props) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    )
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}

/** A click the browser should handle itself: another button, a modifier key (new tab, download), another target. */
function leavesItToTheBrowser(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (link.target !== '' && link.target !== '_self')
  )
}

/**
 * Navigates clicks on links to other pages of the site on the client, as React Router's `Link` does, with one
 * listener for the whole document: links in blocks that are never hydrated navigate on the client too. It listens
 * after React's own handlers (a link's `onClick` runs first and may prevent it).
 *
 * Moving within the page does not go through the router: a `#section` link is the browser's own (it scrolls there and
 * moves the keyboard's starting point, as the skip link needs), going back or forward between sections of the page is
 * kept from the router, and a link to the page itself only scrolls to its top. For the router each would be a new
 * address, and its update, made during the click, rendered again every block not hydrated yet: those whose code had
 * not arrived were emptied (the skip link emptied the contact form; tests/e2e/a11y.e2e.ts).
 * Rendered once, inside the router (App.tsx); it draws nothing.
 */
export function ClientNavigation(): null {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  // The page shown (its address without the #section), read by the listeners below, which are set up once.
  const page = `${pathname}${search}`
  const shown = useRef(page)
  useLayoutEffect(() => {
    shown.current = page
  }, [page])

  useEffect(() => {
    // After React's own handlers. A click in a block whose code is still on its way never gets here (React stops it
    // on the way down): the browser follows such a link itself, as it did before the app started.
    const follow = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null
      const href = link?.getAttribute('href')
      if (!link || !href || !isPageHref(href) || leavesItToTheBrowser(event, link)) return
      // A page link's href is an address of the site: its page, then perhaps a #section.
      const [address, section] = href.split('#')
      if (section !== undefined && address === shown.current) return
      event.preventDefault()
      if (address === shown.current) window.scrollTo({ top: 0 })
      else void navigate(href)
    }
    document.addEventListener('click', follow)
    return () => document.removeEventListener('click', follow)
  }, [navigate])

  // Listeners of the window run in the order they were added: this one is added before React Router's (a child's
  // layout effects run before its parent's, and the router is a parent), so it can keep a move within the page from it.
  useLayoutEffect(() => {
    const keepPage = (event: PopStateEvent) => {
      if (`${window.location.pathname}${window.location.search}` === shown.current) event.stopImmediatePropagation()
    }
    window.addEventListener('popstate', keepPage)
    return () => window.removeEventListener('popstate', keepPage)
  }, [])
  return null
}
