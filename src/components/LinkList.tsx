import type { SerializedStyles } from '@emotion/react'
import { SmartLink } from './SmartLink.tsx'

/** A list of links (a person's profiles, the company's social accounts), each item a link with its label. */
export function LinkList({
  links,
  listCss,
  linkCss,
}: {
  links: ReadonlyArray<{ href: string; label: string }>
  listCss: SerializedStyles
  linkCss: SerializedStyles
}) {
  return (
    <ul css={listCss}>
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink href={link.href} css={linkCss}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}
