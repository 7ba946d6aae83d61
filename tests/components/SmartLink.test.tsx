// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLocation, useNavigationType } from '../../src/app/location.tsx'
import { SiteRouter } from '../../src/app/router.tsx'
import { ClientNavigation, SmartLink } from '../../src/components/SmartLink.tsx'

/** Where the router is, and how it got there. */
function Where() {
  const location = useLocation()
  return <output>{`${useNavigationType()} ${location.pathname}${location.hash}`}</output>
}

function renderAt(path: string, href: string) {
  // The page shown is the browser's address (the router's may still be on the page before, loading the next).
  window.history.replaceState(null, '', path)
  render(
    <SiteRouter>
      <ClientNavigation />
      <SmartLink href={href}>Go</SmartLink>
      <Where />
    </SiteRouter>,
  )
  return screen.getByRole('link', { name: 'Go' })
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('SmartLink to a page of the site', () => {
  it('is a real link to the address, and a click navigates on the client', async () => {
    const link = renderAt('/', '/about#team')
    expect(link.getAttribute('href')).toBe('/about#team')
    // The app takes the click (the browser does not follow the link), and the router, loaded for it, goes there.
    expect(fireEvent.click(link)).toBe(false)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('PUSH /about#team'))
    expect(window.location.pathname).toBe('/about')
  })

  it('to the address already shown stays on it and goes back to the top of the page', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const click = fireEvent.click(renderAt('/about', '/about'))
    expect(click).toBe(false)
    expect(screen.getByRole('status').textContent).toBe('POP /about')
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 })
  })

  it('to a section of the page shown leaves it to the browser, without the router (the skip link needs that)', () => {
    const click = fireEvent.click(renderAt('/about', '/about#team'))
    expect(click).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('POP /about')
  })

  it('leaves a click with a modifier key or another button to the browser (new tab, new window)', () => {
    const link = renderAt('/', '/about')
    // Not prevented: the browser does what the visitor asked (jsdom opens nothing).
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(link, { metaKey: true })).toBe(true)
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true)
    expect(fireEvent.click(link, { button: 1 })).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('POP /')
  })

  it('opens another site in a new tab, safely', () => {
    const link = renderAt('/', 'https://example.org/')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
