import { ArrowRight } from '../../generated/icons.ts'
import { useId } from 'react'
import { buttonStyles } from '../../components/ButtonLink.tsx'
import { otherLanguage, SmartLink } from '../../components/SmartLink.tsx'
import type { BlockProps } from '../types.ts'
import * as styles from './Cta.styles.ts'

/** The closing call to action: a centred heading, a sentence and one or two buttons on a bold gradient band. */
export function Cta({ id, title, text, buttons }: BlockProps<'cta'>) {
  const titleId = useId()
  return (
    <section id={id} aria-labelledby={titleId} data-tone="dark" css={styles.band}>
      <div css={styles.inner}>
        <h2 id={titleId} css={styles.title}>
          {title}
        </h2>
        {text ? <p css={styles.text}>{text}</p> : null}
        <div css={styles.buttons}>
          {buttons.map(({ label, href, variant = 'primary', ...link }) => (
            <SmartLink
              key={`${href}-${label}`}
              href={href}
              {...otherLanguage(link)}
              css={[buttonStyles.base, variant === 'primary' ? styles.primary : styles.secondary]}
            >
              {label}
              {variant === 'primary' ? <ArrowRight size={18} /> : null}
            </SmartLink>
          ))}
        </div>
      </div>
    </section>
  )
}
