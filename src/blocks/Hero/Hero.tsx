import { ChevronsDown } from '../../generated/icons.ts'
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react'
import { ButtonRow } from '../../components/ButtonLink.tsx'
import { SiteImage } from '../../components/SiteImage.tsx'
import type { BlockProps } from '../types.ts'
import * as styles from './Hero.styles.ts'

/** The overlay's opacity on the server and before any scroll. */
const BASE_OPACITY = 0.7

/** Darkening of the fullscreen overlay: 0.7 at the top, plus the scroll distance / 1000, the extra capped at 0.8. */
export function overlayOpacity(scrollY: number): number {
  return BASE_OPACITY + Math.min(Math.max(scrollY, 0) / 1000, 0.8)
}

/**
 * The page's opening section: a dark banner (`page`) or a full-screen picture with a scroll-down button (`fullscreen`).
 * Only the full-screen one has behaviour (the overlay darkens as the page scrolls; the button scrolls past it): a
 * banner is a drawing of its props, never hydrated on a prerendered page (src/blocks/registry.ts).
 */
export function Hero(props: BlockProps<'hero'>) {
  return props.variant === 'fullscreen' ? <FullscreenHero {...props} /> : <HeroSection {...props} />
}

function FullscreenHero(props: BlockProps<'hero'>) {
  const sectionRef = useRef<HTMLElement>(null)
  const overlayRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      if (overlayRef.current) overlayRef.current.style.opacity = String(overlayOpacity(window.scrollY))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])

  // What follows the hero starts where it ends: scroll its bottom edge to the top of the screen, under the fixed
  // header (the page's scroll-padding-top), without looking at the elements of other blocks.
  const scrollToNext = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    const section = sectionRef.current
    if (!section) return
    const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    window.scrollTo({
      top: section.getBoundingClientRect().bottom + window.scrollY - padding,
      behavior: reduce ? 'auto' : 'smooth',
    })
  }

  return <HeroSection {...props} sectionRef={sectionRef} overlayRef={overlayRef} onScrollDown={scrollToNext} />
}

type SectionRef = RefObject<HTMLElement | null>
type OverlayRef = RefObject<HTMLDivElement | null>

/** What the full-screen hero gives its section: the elements it reads and moves, and the scroll-down button's action. */
interface Behaviour {
  sectionRef?: SectionRef
  overlayRef?: OverlayRef
  onScrollDown?: (event: MouseEvent<HTMLButtonElement>) => void
}

function HeroSection({ sectionRef, overlayRef, onScrollDown, ...props }: BlockProps<'hero'> & Behaviour) {
  const { id, variant = 'page', badge, title, subtitle, buttons, background, scrollLabel } = props
  const fullscreen = variant === 'fullscreen'
  return (
    <section
      ref={sectionRef}
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
        <div
          ref={overlayRef}
          aria-hidden="true"
          data-hero-overlay=""
          css={styles.scrollOverlay}
          style={{ opacity: BASE_OPACITY }}
        />
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
          onClick={onScrollDown}
          css={styles.scrollButton}
        >
          <ChevronsDown size={24} />
        </button>
      ) : null}
    </section>
  )
}
