import { ChevronsDown } from '../../generated/icons.ts'
import { ButtonRow } from '../../components/ButtonLink.tsx'
import { SiteImage } from '../../components/SiteImage.tsx'
import type { BlockProps } from '../types.ts'
import * as styles from './Hero.styles.ts'

/** The overlay's opacity as drawn, before any scroll: its behaviour darkens it from there (hero-behaviour.ts). */
const BASE_OPACITY = 0.7

/**
 * The page's opening section: a dark banner (`page`) or a full-screen picture with a scroll-down button (`fullscreen`).
 * Both are drawings of their props, never hydrated on a prerendered page (src/blocks/interactive.ts): the full-screen
 * one's behaviour (the overlay darkens as the page scrolls; the button scrolls past it) is the engine's, attached to
 * its HTML by the block's slot (hero-behaviour.ts), on a first visit as after a client-side navigation.
 */
export function Hero(props: BlockProps<'hero'>) {
  const { id, variant = 'page', badge, title, subtitle, buttons, background, scrollLabel } = props
  const fullscreen = variant === 'fullscreen'
  return (
    <section
      id={id}
      data-hero={variant}
      css={[styles.root, fullscreen ? styles.fullscreenLayout : styles.pageLayout, !background && styles.brandBackdrop]}
    >
      {background ? (
        <>
          <SiteImage image={background} loading="eager" fetchPriority="high" css={styles.backgroundImage} />
          {fullscreen ? null : <div aria-hidden="true" css={styles.imageScrim} />}
        </>
      ) : (
        <div aria-hidden="true" css={styles.mesh} />
      )}
      {fullscreen ? (
        <div aria-hidden="true" data-hero-overlay="" css={styles.scrollOverlay} style={{ opacity: BASE_OPACITY }} />
      ) : null}

      <div css={styles.content}>
        <div css={styles.textColumn}>
          {badge ? <p css={[styles.badge, fullscreen && styles.fadeIn(0)]}>{badge}</p> : null}
          <h1 css={[styles.title, fullscreen && styles.fadeIn(1)]}>{title}</h1>
          {subtitle ? <p css={[styles.subtitle, fullscreen && styles.fadeIn(2)]}>{subtitle}</p> : null}
          {buttons?.length ? (
            <ButtonRow buttons={buttons} css={[styles.buttons, fullscreen && styles.fadeIn(3)]} />
          ) : null}
        </div>
      </div>

      {fullscreen && scrollLabel ? (
        <button
          type="button"
          data-scroll-down=""
          aria-label={scrollLabel}
          title={scrollLabel}
          css={styles.scrollButton}
        >
          <ChevronsDown size={24} />
        </button>
      ) : null}
    </section>
  )
}
