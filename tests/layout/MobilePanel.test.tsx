// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { Layout } from '../../src/layout/Layout.tsx'
import { firstMenuLink } from '../helpers/menus.ts'
import { renderInSite, siteConfig } from '../helpers/render.tsx'
import { installDomStubs } from './dom-stubs.ts'

beforeAll(() => {
  installDomStubs()
  // jsdom lays pages out at a fixed 1024 px, where the stylesheet hides the menu button as on a desktop (and a hidden
  // button can neither be named nor focused). Show it as on a phone; the browser suite opens the panel at 390 px.
  const phone = document.createElement('style')
  phone.textContent = 'button[aria-haspopup="dialog"] { display: inline-flex !important }'
  document.head.append(phone)
})

const { labels, navigation } = siteConfig

/** While the panel is open, Radix hides the rest of the page from assistive technology, hence `hidden`. */
function menuButton() {
  return screen.getByRole('button', { name: labels.openMenu, hidden: true })
}

/** The panel's code is loaded on demand, so it appears once its chunk has arrived. */
async function openPanel() {
  act(() => menuButton().focus())
  act(() => {
    fireEvent.click(menuButton())
  })
  return screen.findByRole('dialog', { name: labels.menuTitle })
}

/**
 * jsdom computes the panel's closing animation from the stylesheet but never runs it: end it, as a browser does when
 * it finishes, so Radix unmounts the panel.
 */
function finishClosing() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-state="closed"]')) {
    const { animationName } = getComputedStyle(element)
    if (!animationName || animationName === 'none') continue
    // jsdom has no AnimationEvent: an Event carrying the animation's name, as Radix reads it.
    const ended = Object.assign(new Event('animationend', { bubbles: true }), { animationName })
    act(() => void element.dispatchEvent(ended))
  }
}

describe('Mobile panel', () => {
  it('opens from the menu button with the header links, the services groups (View all where a group has more than 3) and the call to action', async () => {
    renderInSite(<Layout overHero={false}>page</Layout>)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
    const dialog = within(await openPanel())
    expect(menuButton().getAttribute('aria-expanded')).toBe('true')

    for (const link of navigation.links)
      expect(dialog.getByRole('link', { name: link.label }).getAttribute('href')).toBe(link.href)
    for (const group of firstMenuLink(siteConfig).menu.groups) {
      expect(dialog.getByRole('link', { name: group.title }).getAttribute('href')).toBe(group.href)
      for (const item of (group.items ?? []).slice(0, 3))
        expect(dialog.getByRole('link', { name: item.label }).getAttribute('href')).toBe(item.href)
      for (const item of (group.items ?? []).slice(3))
        expect(dialog.queryByRole('link', { name: item.label })).toBeNull()
    }
    // Three groups have more than three items: each gets a View all link to its own page, after its first three.
    expect(
      dialog
        .getAllByRole('link', { name: /^View all \d+$/ })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['View all 5', '/services/endpoint-security'],
      ['View all 4', '/services/managed-security'],
      ['View all 4', '/services/network-infrastructure'],
    ])
    expect(dialog.getByRole('link', { name: navigation.cta.label }).getAttribute('href')).toBe(navigation.cta.href)
    expect(dialog.getByRole('button', { name: labels.closeMenu })).toBeTruthy()
  })

  it('closes on Escape and returns focus to the menu button', async () => {
    renderInSite(<Layout overHero={false}>page</Layout>)
    const dialog = await openPanel()
    expect(dialog.contains(document.activeElement)).toBe(true)
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    })
    finishClosing()
    expect(screen.queryByRole('dialog')).toBeNull()
    // Radix restores focus in a task after the panel unmounts.
    await waitFor(() => expect(document.activeElement).toBe(menuButton()))
  })

  it('closes with its close button', async () => {
    renderInSite(<Layout overHero={false}>page</Layout>)
    const dialog = await openPanel()
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: labels.closeMenu }))
    })
    finishClosing()
    expect(screen.queryByRole('dialog')).toBeNull()
    // Radix restores focus in a task after the panel unmounts.
    await waitFor(() => expect(document.activeElement).toBe(menuButton()))
  })

  it('closes when the visitor follows a link', async () => {
    renderInSite(<Layout overHero={false}>page</Layout>)
    const dialog = await openPanel()
    act(() => {
      fireEvent.click(within(dialog).getByRole('link', { name: 'About' }))
    })
    finishClosing()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('marks the current section inside the panel', async () => {
    renderInSite(<Layout overHero={false}>page</Layout>, { path: '/case-studies/financial-security' })
    const dialog = within(await openPanel())
    expect(dialog.getByRole('link', { name: 'Case Studies' }).getAttribute('aria-current')).toBe('page')
    expect(dialog.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull()
  })
})
