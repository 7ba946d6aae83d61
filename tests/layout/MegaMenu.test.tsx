// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Layout } from '../../src/layout/Layout.tsx'
import { renderInSite, siteConfig } from '../helpers/render.tsx'
import { installDomStubs } from './dom-stubs.ts'

beforeAll(installDomStubs)
afterEach(() => {
  vi.useRealTimers()
})

const menu = siteConfig.navigation.servicesMenu
const servicesLabel = siteConfig.navigation.links.find((link) => link.menu === 'services')!.label

/** The trigger lives in the desktop navigation, which jsdom treats as hidden (its media query is not evaluated). */
function trigger() {
  return screen.getByRole('button', { name: servicesLabel, hidden: true })
}

function panel() {
  const id = trigger().getAttribute('aria-controls')
  return id ? document.getElementById(id) : null
}

/** Keyboard activation of a button (Enter/Space) reaches it as a click with detail 0. */
function pressTrigger() {
  act(() => {
    fireEvent.click(trigger(), { detail: 0 })
  })
}

describe('Services mega menu', () => {
  it('opens from the Services trigger with every group, the first 4 items of each and the link to all services', () => {
    renderInSite(<Layout>page</Layout>)
    expect(panel()).toBeNull()
    pressTrigger()
    expect(trigger().getAttribute('aria-expanded')).toBe('true')
    const content = within(panel()!)

    for (const group of menu.groups) {
      const title = content.getByRole('link', { name: group.title, hidden: true })
      expect(title.getAttribute('href')).toBe(group.href)
      const shown = (group.items ?? []).slice(0, 4)
      for (const item of shown) expect(content.getByRole('link', { name: item.label, hidden: true }).getAttribute('href')).toBe(item.href)
      for (const item of (group.items ?? []).slice(4)) expect(content.queryByRole('link', { name: item.label, hidden: true })).toBeNull()
    }
    expect(content.queryByRole('link', { name: 'Mobile Security', hidden: true })).toBeNull()
    expect(content.getByRole('link', { name: 'Server Security', hidden: true })).toBeTruthy()

    const overview = content.getByRole('link', { name: menu.overview.label, hidden: true })
    expect(overview.getAttribute('href')).toBe(menu.overview.href)
  })

  it('is keyboard operable: ArrowDown enters the menu, Escape closes it and focus returns to the trigger', () => {
    renderInSite(<Layout>page</Layout>)
    act(() => trigger().focus())
    pressTrigger()
    act(() => {
      fireEvent.keyDown(trigger(), { key: 'ArrowDown' })
    })
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
    renderInSite(<Layout>page</Layout>)
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

  it('stays open when the visitor clicks Services right after hovering opened it', () => {
    vi.useFakeTimers()
    renderInSite(<Layout>page</Layout>)
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

  it('closes when a link in it is followed', () => {
    renderInSite(<Layout>page</Layout>)
    pressTrigger()
    act(() => {
      fireEvent.click(within(panel()!).getByRole('link', { name: 'EDR', hidden: true }))
    })
    expect(trigger().getAttribute('aria-expanded')).toBe('false')
  })

  it('marks the current service page inside the menu', () => {
    renderInSite(<Layout>page</Layout>, { path: '/services/endpoint-security/edr' })
    pressTrigger()
    expect(within(panel()!).getByRole('link', { name: 'EDR', hidden: true }).getAttribute('aria-current')).toBe('page')
    expect(within(panel()!).getByRole('link', { name: 'XDR', hidden: true }).getAttribute('aria-current')).toBeNull()
  })
})
