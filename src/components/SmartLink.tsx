import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { Link } from 'react-router-dom'

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
      <Link to={href} {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}
