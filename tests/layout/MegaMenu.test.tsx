// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Layout } from '../../src/layout/Layout.tsx'
import { firstMenuLink } from '../helpers/menus.ts'
import { renderInSite, siteConfig } from '../helpers/render.tsx'
import { installDomStubs } from './dom-stubs.ts'

beforeAll(installDomStubs)
afterEach(() => {
  vi.useRealTimers()
})

const { menu, label: servicesLabel } = firstMenuLink(siteConfig)
const overview = menu.overview!

/** The trigger lives in the desktop navigation, which jsdom treats as hidden (its media query is not evaluated). */
function trigger() {
  return screen.getByRole('button', { name: servicesLabel, hidden: true })
}

function panel() {
  const id = trigger().getAttribute('aria-controls')
  return id ? document.getElementById(id) : null
}

/** The panel's code loads on demand (MegaMenu.tsx): wait until it is there. */
async function panelShown() {
  await waitFor(() => expect(panel()).not.toBeNull())
}

/** Keyboard activation of a button (Enter/Space) reaches it as a click with detail 0. */
async function pressTrigger() {
  act(() => {
    fireEvent.click(trigger(), { detail: 0 })
  })
  await panelShown()
}

describe('Services mega menu', () => {
  it('opens from the Services trigger with every group, the first 4 items of each, View all where a group has more, and the link to all services', async () => {
    renderInSite(<Layout overHero={false}>page</Layout>)
    expect(panel()).toBeNull()
    await pressTrigger()
    expect(trigger().getAttribute('aria-expanded')).toBe('true')
    const content = within(panel()!)

    for (const group of menu.groups) {
      const title = content.getByRole('link', { name: group.title, hidden: true })
      expect(title.getAttribute('href')).toBe(group.href)
      const shown = (group.items ?? []).slice(0, 4)
      for (const item of shown)
        expect(content.getByRole('link', { name: item.label, hidden: true }).getAttribute('href')).toBe(item.href)
      for (const item of (group.items ?? []).slice(4))
        expect(content.queryByRole('link', { name: item.label, hidden: true })).toBeNull()
    }
    expect(content.queryByRole('link', { name: 'Mobile Security', hidden: true })).toBeNull()
    expect(content.getByRole('link', { name: 'Server Security', hidden: true })).toBeTruthy()
    // Endpoint Security has five items: after its first four, the View all link (site.yaml's words) leads to its page.
    // No other group has more than four, so it is the only one.
    const viewAll = content.getAllByRole('link', { name: /^View all \d+$/, hidden: true })
    expect(viewAll.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['View all 5', '/services/endpoint-security'],
    ])
    const endpointLinks = within(viewAll[0]!.closest('ul')!).getAllByRole('link', { hidden: true })
    expect(endpointLinks.map((link) => link.textContent)).toEqual([
      'Endpoint Protection',
      'EDR',
      'XDR',
      'Server Security',
      'View all 5',
    ])

    const overviewLink = content.getByRole('link', { name: overview.label, hidden: true })
    expect(overviewLink.getAttribute('href')).toBe(overview.href)
  })

  it('is keyboard operable: ArrowDown enters the menu, Escape closes it and focus returns to the trigger', async () => {
    renderInSite(<Layout overHero={false}>page</Layout>)
    act(() => trigger().focus())
    await pressTrigger()
    act(() => {
      fireEvent.keyDown(trigger(), { key: 'ArrowDown' })
    })
    await panelShown()
    const firstGroup = menu.groups[0]!
    expect(document.activeElement?.textContent).toBe(firstGroup.title)

    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    })
    expect(trigger().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(trigger())
  })

  it('opens 200 ms after the mouse rests on Services and closes 150 ms after it leaves', () => {
    vi.useFakeTimers()
    renderInSite(<Layout overHero={false}>page</Layout>)
    act(() => {
      fireEvent.pointerMove(trigger(), { pointerType: 'mouse' })
    })
    act(() => vi.advanceTimersByTime(199))
    expect(trigger().getAttribute('aria-expanded')).toBe('false')
    act(() => vi.advanceTimersByTime(1))
    expect(trigger().getAttribute('aria-expanded')).toBe('true')

    act(() => {
      fireEvent.pointerLeave(trigger(), { pointerType: 'mouse' })
    })
    act(() => vi.advanceTimersByTime(149))
    expect(trigger().getAttribute('aria-expanded')).toBe('true')
    act(() => vi.advanceTimersByTime(1))
    expect(trigger().getAttribute('aria-expanded')).toBe('false')
  })

  it('reopens at once when the mouse comes back within 300 ms of its closing, and after 200 ms later than that', () => {
    vi.useFakeTimers()
    renderInSite(<Layout overHero={false}>page</Layout>)
    const hover = () => act(() => void fireEvent.pointerMove(trigger(), { pointerType: 'mouse' }))
    const leave = () => act(() => void fireEvent.pointerLeave(trigger(), { pointerType: 'mouse' }))
    hover()
    act(() => vi.advanceTimersByTime(200))
    leave()
    act(() => vi.advanceTimersByTime(150))
    expect(trigger().getAttribute('aria-expanded')).toBe('false')
    act(() => vi.advanceTimersByTime(299))
    hover()
    expect(trigger().getAttribute('aria-expanded')).toBe('true')
    leave()
    act(() => vi.advanceTimersByTime(150 + 300))
    hover()
    expect(trigger().getAttribute('aria-expanded')).toBe('false')
    act(() => vi.advanceTimersByTime(200))
    expect(trigger().getAttribute('aria-expanded')).toBe('true')
  })

  it('ignores touch hovering: a tap opens it', () => {
    vi.useFakeTimers()
    renderInSite(<Layout overHero={false}>page</Layout>)
    act(() => void fireEvent.pointerMove(trigger(), { pointerType: 'touch' }))
    act(() => vi.advanceTimersByTime(500))
    expect(trigger().getAttribute('aria-expanded')).toBe('false')
    act(() => void fireEvent.click(trigger(), { detail: 1 }))
    expect(trigger().getAttribute('aria-expanded')).toBe('true')
  })

  it('moves between its links with the arrow keys, Home and End', async () => {
    renderInSite(<Layout overHero={false}>page</Layout>)
    act(() => trigger().focus())
    act(() => void fireEvent.keyDown(trigger(), { key: 'ArrowDown' }))
    await panelShown()
    expect(trigger().getAttribute('aria-expanded')).toBe('true')
    const links = within(panel()!).getAllByRole('link', { hidden: true })
    expect(document.activeElement).toBe(links[0])
    act(() => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' }))
    expect(document.activeElement).toBe(links[1])
    act(() => void fireEvent.keyDown(document.activeElement!, { key: 'End' }))
    expect(document.activeElement?.textContent).toBe(overview.label)
    act(() => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' }))
    expect(document.activeElement).toBe(links[0])
    act(() => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' }))
    expect(document.activeElement).toBe(links.at(-1))
  })

  it('closes when the focus leaves it or the pointer is pressed outside', async () => {
    renderInSite(<Layout overHero={false}>page</Layout>)
    await pressTrigger()
    const first = within(panel()!).getAllByRole('link', { hidden: true })[0]!
    act(() => first.focus())
    const home = screen.getAllByRole('link', { name: 'Home', hidden: true })[0]!
    act(() => void fireEvent.blur(first, { relatedTarget: home }))
    expect(trigger().getAttribute('aria-expanded')).toBe('false')

    await pressTrigger()
    expect(trigger().getAttribute('aria-expanded')).toBe('true')
    act(() => void fireEvent.pointerDown(document.body))
    expect(trigger().getAttribute('aria-expanded')).toBe('false')
  })

  it('stays open when the visitor clicks Services right after hovering opened it', () => {
    vi.useFakeTimers()
    renderInSite(<Layout overHero={false}>page</Layout>)
    act(() => {
      fireEvent.pointerMove(trigger(), { pointerType: 'mouse' })
    })
    act(() => vi.advanceTimersByTime(250))
    expect(trigger().getAttribute('aria-expanded')).toBe('true')
    act(() => {
      fireEvent.click(trigger(), { detail: 1 })
    })
    expect(trigger().getAttribute('aria-expanded')).toBe('true')
  })

  it('closes when a link in it is followed', async () => {
    renderInSite(<Layout overHero={false}>page</Layout>)
    await pressTrigger()
    act(() => {
      fireEvent.click(within(panel()!).getByRole('link', { name: 'EDR', hidden: true }))
    })
    expect(trigger().getAttribute('aria-expanded')).toBe('false')
  })

  it('marks the current service page inside the menu', async () => {
    renderInSite(<Layout overHero={false}>page</Layout>, { path: '/services/endpoint-security/edr' })
    await pressTrigger()
    expect(within(panel()!).getByRole('link', { name: 'EDR', hidden: true }).getAttribute('aria-current')).toBe('page')
    expect(within(panel()!).getByRole('link', { name: 'XDR', hidden: true }).getAttribute('aria-current')).toBeNull()
  })
})
