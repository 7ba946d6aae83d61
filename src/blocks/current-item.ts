/**
 * What a block slot does for every block (BlockRenderer.tsx, and src/app/KeptBlocks.tsx for a page whose blocks are
 * all static): a module of its own, so that a page which never loads the block renderer's code has it.
 */

/**
 * The one behaviour the engine gives every block, static or not: a horizontal scroller marked
 * `data-scroll-to-current` (a tab bar) shows its current item (`aria-current="page"`) on narrow screens, without
 * scrolling the page itself.
 */
export function showCurrentItems(slot: HTMLElement | null): void {
  for (const scroller of slot?.querySelectorAll<HTMLElement>('[data-scroll-to-current]') ?? []) {
    const active = scroller.querySelector<HTMLElement>('[aria-current="page"]')
    if (!active || scroller.scrollWidth <= scroller.clientWidth) continue
    scroller.scrollLeft = active.offsetLeft - (scroller.clientWidth - active.offsetWidth) / 2
  }
}
