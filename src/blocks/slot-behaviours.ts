import { whenIdle } from '../app/idle.ts'

/**
 * What a block slot does for every block (BlockRenderer.tsx, and src/app/KeptBlocks.tsx for a page whose blocks are
 * all static): a module of its own, so that a page which never loads the block renderer's code has it.
 */

/**
 * The behaviours the engine gives every block, static or not, from what its HTML marks:
 * - a horizontal scroller marked `data-scroll-to-current` (a tab bar) shows its current item (`aria-current="page"`)
 *   on narrow screens, without scrolling the page itself;
 * - a full-screen hero (`data-hero="fullscreen"`) darkens as the page scrolls and scrolls past itself from its
 *   button: its module (Hero/hero-behaviour.ts) loads once the browser is idle, as nothing on the first screen needs
 *   it before the visitor scrolls or presses.
 */
export function attachBehaviours(slot: HTMLElement | null): void {
  for (const scroller of slot?.querySelectorAll<HTMLElement>('[data-scroll-to-current]') ?? []) {
    const active = scroller.querySelector<HTMLElement>('[aria-current="page"]')
    if (!active || scroller.scrollWidth <= scroller.clientWidth) continue
    scroller.scrollLeft = active.offsetLeft - (scroller.clientWidth - active.offsetWidth) / 2
  }
  const hero = slot?.querySelector<HTMLElement>('[data-hero="fullscreen"]')
  // Offline, the hero stays as drawn (its overlay at its first darkness).
  if (hero)
    whenIdle(
      () =>
        void import('./Hero/hero-behaviour.ts').then(
          (m) => m.attachHero(hero),
          () => {},
        ),
    )
}
