import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

const EXTERNAL = /^(https?:)?\/\//

/** True for links that leave the site. */
export function isExternal(href: string): boolean {
  return EXTERNAL.test(href)
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode }

/**
 * One link component for every href a content author can write: pages of the site navigate with
 * React Router, `#section` links jump in the page, other sites open safely (noopener noreferrer),
 * and mailto:/tel:/files are plain links.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    )
  }
  if (href.startsWith('/') && !href.startsWith('/assets/')) {
    return (
      <PageLink href={href} {...rest}>
        {children}
      </PageLink>
    )
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}

/** A click the browser should handle itself: another button, a modifier key (new tab, download), another target. */
function leavesItToTheBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (event.currentTarget.target !== '' && event.currentTarget.target !== '_self')
  )
}

/**
 * A link to a page of the site, navigated on the client, as React Router's `Link` does it (a link to the address
 * already shown replaces it in the history instead of adding it again). Its `Link` also brings its framework mode's
 * prefetching and form code into every page, which this site does not use.
 */
function PageLink({ href, onClick, children, ...rest }: Props) {
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (leavesItToTheBrowser(event)) return
        event.preventDefault()
        void navigate(href, { replace: href === `${pathname}${search}${hash}` })
      }}
      {...rest}
    >
      {children}
    </a>
  )
}
