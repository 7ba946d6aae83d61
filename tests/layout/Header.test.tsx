// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Layout } from '../../src/layout/Layout.tsx'
import { renderInSite, siteConfig } from '../helpers/render.tsx'
import { installDomStubs } from './dom-stubs.ts'

beforeAll(installDomStubs)
afterEach(() => {
  vi.restoreAllMocks()
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true })
})

const { navigation, labels, company } = siteConfig
const homeName = labels.home.replace('{company}', company.name)

function header() {
  return screen.getByRole('banner')
}

/**
 * The desktop navigation. jsdom cannot evaluate the media query that shows it from lg, so it counts as
 * hidden (and hidden elements have no accessible name): find it by its label attribute instead.
 */
function mainNav() {
  const nav = within(header())
    .getAllByRole('navigation', { hidden: true })
    .find((element) => element.getAttribute('aria-label') === labels.mainNavigation)
  if (!nav) throw new Error('no main navigation in the header')
  return nav
}

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true })
  act(() => {
    fireEvent.scroll(window)
  })
}

describe('Layout frame', () => {
  it('offers a skip link to the main content', async () => {
    renderInSite(<Layout overHero={false}>content</Layout>)
    const skip = screen.getByRole('link', { name: labels.skipToContent })
    expect(skip.getAttribute('href')).toBe('#main')
    const main = screen.getByRole('main')
    expect(main.id).toBe('main')
    expect(main.getAttribute('tabindex')).toBe('-1')
    expect(main.textContent).toBe('content')
    // Drawn in the browser (no prerendered footer to keep, as on the dev server): the footer's code loads for it.
    expect(await screen.findByRole('contentinfo')).toBeTruthy()
  })
})

describe('Header', () => {
  it('shows every header link from site.yaml with its address, the menu trigger and the call to action', () => {
    renderInSite(<Layout overHero={false}>page</Layout>)
    const nav = mainNav()
    for (const link of navigation.links) {
      if (link.menu) {
        const trigger = within(nav).getByRole('button', { name: link.label, hidden: true })
        expect(trigger.getAttribute('aria-expanded')).toBe('false')
      } else {
        expect(within(nav).getByRole('link', { name: link.label, hidden: true }).getAttribute('href')).toBe(link.href)
      }
    }
    // Shown from md up (a media query jsdom ignores), so found by its text.
    const cta = within(header()).getByText(navigation.cta.label).closest('a')
    expect(cta?.getAttribute('href')).toBe(navigation.cta.href)
  })

  it('highlights Case Studies on a case study page, and not Home', () => {
    renderInSite(<Layout overHero={false}>page</Layout>, { path: '/case-studies/financial-security' })
    const nav = mainNav()
    expect(within(nav).getByRole('link', { name: 'Case Studies', hidden: true }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'Home', hidden: true }).getAttribute('aria-current')).toBeNull()
    expect(within(nav).getByRole('link', { name: 'About', hidden: true }).getAttribute('aria-current')).toBeNull()
  })

  it('highlights Home only on the home page', () => {
    renderInSite(<Layout overHero={false}>page</Layout>, { path: '/' })
    const current = within(mainNav())
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent)).toEqual(['Home'])
  })

  it('marks the services trigger as current within the services section', () => {
    renderInSite(<Layout overHero={false}>page</Layout>, { path: '/services/endpoint-security/edr' })
    expect(within(mainNav()).getByRole('button', { name: 'Services', hidden: true }).getAttribute('data-current')).toBe(
      'true',
    )
    expect(within(mainNav()).getByRole('link', { name: 'Home', hidden: true }).getAttribute('aria-current')).toBeNull()
  })

  it('turns scrolled once the page is scrolled more than 50 px, not at 50', () => {
    renderInSite(<Layout overHero={false}>page</Layout>)
    expect(header().getAttribute('data-scrolled')).toBe('false')
    setScroll(50)
    expect(header().getAttribute('data-scrolled')).toBe('false')
    setScroll(51)
    expect(header().getAttribute('data-scrolled')).toBe('true')
    setScroll(10)
    expect(header().getAttribute('data-scrolled')).toBe('false')
  })

  it('starts scrolled when the page is reloaded mid-way', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true, writable: true })
    renderInSite(<Layout overHero={false}>page</Layout>)
    expect(header().getAttribute('data-scrolled')).toBe('true')
  })

  it('is transparent over an opening hero and solid over any other first section', () => {
    // The page says whether it opens with a hero (src/app/PageView.tsx: its first block is a hero).
    const { unmount } = renderInSite(<Layout overHero>page</Layout>)
    expect(header().getAttribute('data-solid')).toBe('false')
    expect(screen.getByRole('main').getAttribute('data-under-header')).toBe('true')
    unmount()
    renderInSite(<Layout overHero={false}>page</Layout>)
    expect(header().getAttribute('data-solid')).toBe('true')
    expect(screen.getByRole('main').getAttribute('data-under-header')).toBe('false')
  })
})

describe('Logo', () => {
  it('links home with the logo image', () => {
    renderInSite(<Layout overHero={false}>page</Layout>)
    const home = within(header()).getByRole('link', { name: homeName })
    expect(home.getAttribute('href')).toBe('/')
    const img = home.querySelector('img')!
    expect(img.getAttribute('src')).toBe((company.logoOnDark ?? company.logo).src)
    expect(img.getAttribute('width')).toBe('220')
    expect(img.getAttribute('height')).toBe('40')
  })

  it('shows the company name and logs an error when the image fails to load', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderInSite(<Layout overHero={false}>page</Layout>)
    const home = within(header()).getByRole('link', { name: homeName })
    act(() => {
      fireEvent.error(home.querySelector('img')!)
    })
    expect(home.querySelector('img')).toBeNull()
    expect(home.textContent).toBe(company.name)
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining((company.logoOnDark ?? company.logo).src))
  })

  it('falls back to text when the image had already failed before the page became interactive', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true)
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0)
    renderInSite(<Layout overHero={false}>page</Layout>)
    // Header and footer logos both fall back.
    expect(screen.getAllByText(company.name).length).toBe(2)
    expect(consoleError).toHaveBeenCalled()
  })
})
