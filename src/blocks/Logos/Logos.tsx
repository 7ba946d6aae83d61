import { css } from '@emotion/react'
import { Section } from '../../components/Section.tsx'
import { SiteImage } from '../../components/SiteImage.tsx'
import { SmartLink } from '../../components/SmartLink.tsx'
import { space } from '../../theme/tokens.ts'
import type { BlockProps } from '../types.ts'

/** Client or partner logos in a wrapping row, each a link when it has one; in grey until hovered when `grey`. Static. */
export function Logos({ id, tone = 'light', eyebrow, title, grey = false, logos }: BlockProps<'logos'>) {
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title}>
      <ul css={[list, grey && greyed]}>
        {logos.map((logo) => {
          const image = <SiteImage image={logo.image} css={picture} />
          return (
            <li key={logo.image.src}>
              {logo.href ? (
                <SmartLink href={logo.href} css={linked}>
                  {image}
                </SmartLink>
              ) : (
                image
              )}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

const list = css({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: `${space.xl} ${space['2xl']}`,
})

const picture = css({ display: 'block', width: 'auto', height: '3rem', maxWidth: '10rem', objectFit: 'contain' })

const linked = css({ display: 'block', borderRadius: 'var(--radius)' })

const greyed = css({
  '& img': { filter: 'grayscale(1)', opacity: 0.75, transition: 'filter 0.2s, opacity 0.2s' },
  '& li:hover img, & a:focus-visible img': { filter: 'none', opacity: 1 },
  '@media (prefers-reduced-motion: reduce)': { '& img': { transition: 'none' } },
})
