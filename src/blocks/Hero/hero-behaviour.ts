/**
 * What a full-screen hero does, without React: the overlay darkens as the page scrolls, and the scroll-down button
 * scrolls past the hero. The hero itself is a drawing of its props (Hero.tsx), so a prerendered page keeps its HTML
 * and never loads the hero's code; this small module is what the page loads for it once the browser is idle, on a
 * first visit as after a client-side navigation (src/blocks/slot-behaviours.ts attaches it to every slot's hero).
 */

/**
 * Darkening of the fullscreen overlay: its drawn opacity at the top (`base`, 0.7: Hero.tsx), plus the scroll distance
 * / 1000, the extra capped at 0.8.
 */
export function overlayOpacity(base: number, scrollY: number): number {
  return base + Math.min(Math.max(scrollY, 0) / 1000, 0.8)
}

/**
 * Gives a full-screen hero's section (`data-hero="fullscreen"`) its behaviour, once: a second call for the same
 * section (React keeps the element when the next page opens with a hero too) does nothing, and `data-hero-live`
 * marks it done (browser tests wait for it). The overlay and the button are looked up when they are used, so a hero
 * React draws again with other props keeps working, and the scroll listener removes itself once the section has
 * left the page. The overlay darkens from the opacity it was drawn with, which this module therefore never imports
 * from the hero's code: the bundler would put this module into the hero's chunk (src/node/bundle/chunks.ts).
 */
export function attachHero(section: HTMLElement): void {
  if (section.hasAttribute('data-hero-live')) return
  section.setAttribute('data-hero-live', '')
  const base = Number(section.querySelector<HTMLElement>('[data-hero-overlay]')?.style.opacity || 0)
  let frame = 0
  const update = () => {
    frame = 0
    const overlay = section.querySelector<HTMLElement>('[data-hero-overlay]')
    if (overlay) overlay.style.opacity = String(overlayOpacity(base, window.scrollY))
  }
  const onScroll = () => {
    if (!section.isConnected) window.removeEventListener('scroll', onScroll)
    else if (!frame) frame = requestAnimationFrame(update)
  }
  update()
  window.addEventListener('scroll', onScroll, { passive: true })

  // What follows the hero starts where it ends: scroll its bottom edge to the top of the screen, under the fixed
  // header (the page's scroll-padding-top), without looking at the elements of other blocks.
  section.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-scroll-down]')) return
    event.preventDefault()
    const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    window.scrollTo({
      top: section.getBoundingClientRect().bottom + window.scrollY - padding,
      behavior: reduce ? 'auto' : 'smooth',
    })
  })
}
