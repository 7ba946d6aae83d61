import { useEffect, type AnchorHTMLAttributes, type ReactNode } from 'react'
import { useNavigate } from '../app/location.tsx'
import { pageOf } from '../shared/routes.ts'

const EXTERNAL = /^(https?:)?\/\//

/** True for links that leave the site. */
export function isExternal(href: string): boolean {
  return EXTERNAL.test(href)
}

/** True for links to a page of the site (navigated on the client), as opposed to files, sections and other sites. */
export function isPageHref(href: string): boolean {
  return href.startsWith('/') && !isExternal(href) && !href.startsWith('/assets/')
}

/**
 * The attributes of a link that leads to a page in another language. On a page of a language with `fallback:
 * leave-out`, the build gives a link to a page only the default language has its `hrefLang` and says so in the
 * site's words (`labels.inLanguage`, model/localise.ts): after a block link's own words; or, for the header's and
 * footer's links, in its `marker`, which the link gives screen readers while the screen shows the language's code,
 * so crowded menus stay short.
 */
export function otherLanguage(link: object): { hrefLang?: string; marker?: string } {
  const { hrefLang, marker } = link as { hrefLang?: string; marker?: string }
  return { hrefLang, marker }
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  children: ReactNode
  /** Words for screen readers that the link leads to a page in the language of its `hrefLang` (`otherLanguage`). */
  marker?: string
}

/**
 * One link component for every href a content author can write: pages of the site are plain links that the app
 * navigates on the client (`ClientNavigation`), `#section` links jump in the page, other sites open safely
 * (noopener noreferrer), and mailto:/tel:/files are plain links. Being plain, a link needs no code of its own: a
 * block made only of links and text stays as the prerendered HTML, never hydrated (src/blocks/registry.ts).
 */
export function SmartLink({ href, children, marker, ...rest }: Props) {
  return (
    <a href={href} {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
      {marker === undefined ? null : (
        // The language's code on screen (GlobalStyles), the words for screen readers: the link's name ends with them.
        <>
          <span className="language-code" aria-hidden="true">
            {rest.hrefLang}
          </span>
          <span className="visually-hidden">{` ${marker}`}</span>
        </>
      )}
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
 * moves the keyboard's starting point, as the skip link needs), and a link to the page itself only scrolls to its top
 * (SiteRouter keeps Back and Forward between sections from the router). "The page" is the address now, which may be
 * a page still loading: a link back to the page on screen then supersedes that navigation.
 * Rendered once, inside the router (App.tsx); it draws nothing.
 */
export function ClientNavigation(): null {
  const navigate = useNavigate()
  useEffect(() => {
    // After React's own handlers. A click in a block whose code is still on its way never gets here (React stops it
    // on the way down): the browser follows such a link itself, as it did before the app started.
    const follow = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null
      const href = link?.getAttribute('href')
      if (!link || !href || !isPageHref(href) || leavesItToTheBrowser(event, link)) return
      // A page link's href is an address of the site: its page, then perhaps a #section.
      const [address, section] = href.split('#')
      const current = pageOf(window.location)
      if (section !== undefined && address === current) return
      event.preventDefault()
      if (address === current) window.scrollTo({ top: 0 })
      else void navigate(href)
    }
    document.addEventListener('click', follow)
    return () => document.removeEventListener('click', follow)
  }, [navigate])
  return null
}
