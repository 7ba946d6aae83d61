// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Hero } from '../../src/blocks/Hero/Hero.tsx'
import { attachHero, overlayOpacity } from '../../src/blocks/Hero/hero-behaviour.ts'
import { renderInSite } from '../helpers/render.tsx'

const buttons = [
  { label: 'Get Started', href: '/contact' },
  { label: 'View Case Studies', href: '/case-studies', variant: 'secondary' as const },
]

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Hero, page variant', () => {
  it('shows the badge, the page heading, the subtitle and both buttons', () => {
    renderInSite(
      <Hero
        type="hero"
        badge="Enterprise Security"
        title="Cybersecurity Services"
        subtitle="Protect what matters."
        buttons={buttons}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Cybersecurity Services' })).toBeTruthy()
    expect(screen.getByText('Enterprise Security')).toBeTruthy()
    expect(screen.getByText('Protect what matters.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/contact')
    expect(screen.getByRole('link', { name: 'View Case Studies' }).getAttribute('href')).toBe('/case-studies')
  })

  it('has no scroll-down button or darkening overlay', () => {
    const { container } = renderInSite(<Hero type="hero" title="About" scrollLabel="Scroll down" />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(container.querySelector('[data-hero-overlay]')).toBeNull()
  })

  it('loads its background picture first, as the largest paint', () => {
    const { container } = renderInSite(
      <Hero type="hero" title="About" background={{ src: '/assets/images/office.jpg', alt: '', decorative: true }} />,
    )
    const image = container.querySelector('img')!
    expect(image.getAttribute('src')).toBe('/assets/images/office.jpg')
    expect(image.getAttribute('loading')).toBe('eager')
    expect(image.getAttribute('fetchpriority')).toBe('high')
    expect(image.getAttribute('alt')).toBe('')
  })
})

describe('Hero, fullscreen variant', () => {
  const props = {
    type: 'hero' as const,
    variant: 'fullscreen' as const,
    title: 'Wireless Access Points',
    subtitle: 'Fast, secure wireless everywhere.',
    scrollLabel: 'Scroll to the next section',
    background: { src: '/assets/images/wireless.jpg', alt: 'Access point on a ceiling' },
  }

  it('names the scroll-down button with scrollLabel', () => {
    renderInSite(<Hero {...props} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Wireless Access Points' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Scroll to the next section' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Access point on a ceiling' })).toBeTruthy()
  })

  /** Renders the hero as drawn, then gives it its behaviour as the block's slot does (slot-behaviours.ts). */
  function renderLive() {
    const { container } = renderInSite(<Hero {...props} />)
    const section = container.querySelector<HTMLElement>('[data-hero]')!
    attachHero(section)
    return section
  }

  it('is drawn with the overlay at 0.7, and darkens it as the page scrolls once its behaviour is attached', async () => {
    const { container } = renderInSite(<Hero {...props} />)
    const section = container.querySelector<HTMLElement>('[data-hero]')!
    const overlay = container.querySelector<HTMLElement>('[data-hero-overlay]')!
    expect(Number(overlay.style.opacity)).toBeCloseTo(0.7)
    expect(section.hasAttribute('data-hero-live')).toBe(false)

    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true })
    attachHero(section)
    expect(section.hasAttribute('data-hero-live')).toBe(true)
    // Attached after a scroll (the browser was idle late): it starts from where the page is.
    expect(Number(overlay.style.opacity)).toBeCloseTo(1.0)

    Object.defineProperty(window, 'scrollY', { value: 5000, configurable: true })
    fireEvent.scroll(window)
    await waitFor(() => expect(Number(overlay.style.opacity)).toBeCloseTo(1.5))

    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
    fireEvent.scroll(window)
    await waitFor(() => expect(Number(overlay.style.opacity)).toBeCloseTo(0.7))
  })

  it('darkens by scroll distance / 1000 from its drawn opacity, the extra capped at 0.8', () => {
    expect(overlayOpacity(0.7, -40)).toBeCloseTo(0.7)
    expect(overlayOpacity(0.7, 250)).toBeCloseTo(0.95)
    expect(overlayOpacity(0.7, 800)).toBeCloseTo(1.5)
    expect(overlayOpacity(0.7, 12000)).toBeCloseTo(1.5)
  })

  it('is attached once: a second call for the same section adds no second listener', () => {
    const section = renderLive()
    const add = vi.spyOn(window, 'addEventListener')
    attachHero(section)
    expect(add).not.toHaveBeenCalled()
  })

  it('stops listening to the page once its section has left it (a client-side navigation)', async () => {
    const { container, unmount } = renderInSite(<Hero {...props} />)
    const section = container.querySelector<HTMLElement>('[data-hero]')!
    const add = vi.spyOn(window, 'addEventListener')
    attachHero(section)
    const listener = add.mock.calls.find(([type]) => type === 'scroll')?.[1]
    expect(listener).toBeTypeOf('function')
    const overlay = section.querySelector<HTMLElement>('[data-hero-overlay]')!
    unmount()
    const remove = vi.spyOn(window, 'removeEventListener')
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true })
    fireEvent.scroll(window)
    expect(remove).toHaveBeenCalledWith('scroll', listener)
    expect(Number(overlay.style.opacity)).toBeCloseTo(0.7)
  })

  it('keeps working when React draws the hero again with other words (the element is kept)', async () => {
    let draw: (next: typeof props) => void = () => {}
    function Drawn() {
      const [shown, setShown] = useState(props)
      draw = setShown
      return <Hero {...shown} />
    }
    const { container } = renderInSite(<Drawn />)
    const section = container.querySelector<HTMLElement>('[data-hero]')!
    attachHero(section)
    act(() => draw({ ...props, title: 'Network Switches', scrollLabel: 'Scroll to the overview' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Network Switches' })).toBeTruthy()
    expect(container.querySelector('[data-hero]')).toBe(section)
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to the overview' }))
    expect(scrollTo).toHaveBeenCalledTimes(1)
  })

  /** Renders the hero with its section's bottom edge at `bottom` px below the top of the viewport (jsdom lays nothing out). */
  function renderAt(bottom: number) {
    const section = renderLive()
    section.getBoundingClientRect = () =>
      ({
        top: bottom - 800,
        bottom,
        left: 0,
        right: 1024,
        width: 1024,
        height: 800,
        x: 0,
        y: bottom - 800,
        toJSON: () => ({}),
      }) as DOMRect
    return section
  }

  it('scrolls smoothly to where the hero ends, under the page scroll padding', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    renderAt(800)
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to the next section' }))
    expect(scrollTo).toHaveBeenCalledWith({ top: 800, behavior: 'smooth' })
  })

  it('counts from the top of the document and leaves room for the fixed header (scroll-padding-top)', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true })
    document.documentElement.style.scrollPaddingTop = '72px'
    try {
      renderAt(600)
      fireEvent.click(screen.getByRole('button', { name: 'Scroll to the next section' }))
      expect(scrollTo).toHaveBeenCalledWith({ top: 600 + 200 - 72, behavior: 'smooth' })
    } finally {
      document.documentElement.style.scrollPaddingTop = ''
    }
  })

  it('jumps without animation when the visitor prefers reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    )
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    renderAt(800)
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to the next section' }))
    expect(scrollTo).toHaveBeenCalledWith({ top: 800, behavior: 'auto' })
  })
})

describe('Hero, server-rendered then hydrated', () => {
  it('hydrates the fullscreen hero without mismatch warnings', async () => {
    const { CacheProvider } = await import('@emotion/react')
    const { criticalStyles, forServer } = await import('../../src/app/critical-styles.ts')
    const { renderToString } = await import('react-dom/server')
    const { hydrateRoot } = await import('react-dom/client')
    const { StaticLocation } = await import('../../src/app/location.tsx')
    const { SiteContext } = await import('../../src/app/contexts.tsx')
    const { createEmotionCache } = await import('../../src/app/emotion.ts')
    const { siteConfig } = await import('../helpers/render.tsx')

    const tree = (cache: ReturnType<typeof createEmotionCache>) => (
      <CacheProvider value={cache}>
        <SiteContext.Provider value={{ config: siteConfig }}>
          <StaticLocation location="/">
            <Hero
              type="hero"
              variant="fullscreen"
              title="Endpoint Protection"
              badge="Endpoint"
              subtitle="Every device."
              scrollLabel="Scroll down"
              buttons={buttons}
            />
          </StaticLocation>
        </SiteContext.Provider>
      </CacheProvider>
    )
    const serverCache = forServer(createEmotionCache())
    const html = renderToString(tree(serverCache))
    expect(html).toContain('opacity:0.7')

    const container = document.createElement('div')
    container.innerHTML = `${criticalStyles(serverCache, html)}<div id="root">${html}</div>`
    document.body.append(container)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable: unknown[] = []
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container.querySelector('#root')!, tree(createEmotionCache()), {
        onRecoverableError: (error) => recoverable.push(error),
      })
    })
    expect(recoverable).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    act(() => root!.unmount())
    container.remove()
  })
})
