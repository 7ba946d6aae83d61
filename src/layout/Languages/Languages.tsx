import type { PageData } from '../../shared/types.ts'
import { Global } from '@emotion/react'
import { type ReactNode, useEffect } from 'react'
import { useSite } from '../../app/contexts.tsx'
import { stylesPrerendered } from '../../app/prerendered-styles.ts'
import * as styles from './Languages.styles.ts'

/**
 * What a site in several languages adds to its pages, in code of its own that only such a site's pages load
 * (src/app/page-loader.ts): a site in one language pays nothing for it.
 */

/**
 * The header's language switcher on a site in several languages: plain links in a disclosure (`<details>`), so it
 * opens and leads on with no script, from the keyboard as from a touch. Each link goes to this page in that language,
 * or to that language's home page when the page has no translation (the build decides: model/localise.ts). Its words
 * are the site's (labels.languages) and the languages' own names. Keyed by the page, so it closes on arrival.
 */
export function LanguageSwitcher({ links: languages = [] }: { links: PageData['languages'] }) {
  const label = useSite().config.labels.languages ?? ''
  const current = languages.find((l) => l.current)
  // The document's language follows the page: client navigation crosses languages.
  useEffect(() => {
    if (!current) return
    document.documentElement.lang = current.code
    document.documentElement.dir = current.dir ?? ''
  }, [current])
  return (
    <>
      {/* In a prerendered page's <head> already (see stylesPrerendered). */}
      {stylesPrerendered() ? null : <Global styles={styles.rightToLeft} />}
      <details css={styles.switcher} key={current?.href}>
        <summary>
          <span className="visually-hidden">{label}: </span>
          <span lang={current?.code}>{current?.code.toUpperCase()}</span>
        </summary>
        <ul aria-label={label}>
          {languages.map((l) => (
            <li key={l.code}>
              <a href={l.href} hrefLang={l.code} lang={l.code} aria-current={l.current ? 'page' : undefined}>
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </>
  )
}

/**
 * A page shown in the default language because it is not translated (fallback: default-language): the notice over
 * it, in the visitor's language, and its content marked with the language it is in.
 */
export function Untranslated({ notice, lang, children }: { notice: string; lang: string; children: ReactNode }) {
  return (
    <>
      <p role="note" css={styles.notice}>
        {notice}
      </p>
      <div lang={lang}>{children}</div>
    </>
  )
}
