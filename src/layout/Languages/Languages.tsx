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
 * The header's language switcher on a site in several languages. With two, it is one link, to this page in the
 * other language (its code on screen, its own name for a screen reader). With more, plain links in a disclosure (`<details>`), so it
 * opens and leads on with no script, from the keyboard as from a touch. Each link goes to this page in that language,
 * or to that language's home page when the page has no translation (the build decides: model/localise.ts). Its words
 * are the site's (labels.languages) and the languages' own names. Keyed by the page, so it closes on arrival.
 */
export function LanguageSwitcher({ links: languages = [] }: { links: PageData['languages'] }) {
  const label = useSite().config.labels.languages ?? ''
  const current = languages.find((l) => l.current)
  // Two languages: the switcher is the link to the other one, with nothing to open.
  const other = languages.length === 2 ? languages.find((l) => !l.current) : undefined
  // The document's language follows the page: client navigation crosses languages.
  useEffect(() => {
    if (!current) return
    document.documentElement.lang = current.code
    document.documentElement.dir = current.dir ?? ''
  }, [current])
  return (
    <>
      {/* In a prerendered page's <head> already (see stylesPrerendered); only a site with a right-to-left language. */}
      {stylesPrerendered() || !languages.some((l) => l.dir === 'rtl') ? null : <Global styles={styles.rightToLeft} />}
      {other ? (
        <a css={styles.toggle} href={other.href} hrefLang={other.code}>
          {/* Its code on screen, as narrow as the menu's button (EN); its name for a screen reader. */}
          <span className="visually-hidden">
            {label}: <span lang={other.code}>{other.label}</span>
          </span>
          <span aria-hidden="true">{other.code.toUpperCase()}</span>
        </a>
      ) : (
        <Switcher languages={languages} current={current} label={label} />
      )}
    </>
  )
}

/** A language's entry in the switcher: this page in that language, or that language's home. */
type LanguageLink = NonNullable<PageData['languages']>[number]

/** The switcher of a site in three languages or more: a list to open. */
function Switcher({
  languages,
  current,
  label,
}: {
  languages: LanguageLink[]
  current: LanguageLink | undefined
  label: string
}) {
  return (
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
