// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
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
    <MemoryRouter initialEntries={[path]}>
      <ClientNavigation />
      <SmartLink href={href}>Go</SmartLink>
      <Where />
    </MemoryRouter>,
  )
  return screen.getByRole('link', { name: 'Go' })
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('SmartLink to a page of the site', () => {
  it('is a real link to the address, and a click navigates on the client', () => {
    const link = renderAt('/', '/about#team')
    expect(link.getAttribute('href')).toBe('/about#team')
    fireEvent.click(link)
    expect(screen.getByRole('status').textContent).toBe('PUSH /about#team')
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
    fireEvent.click(link, { ctrlKey: true })
    fireEvent.click(link, { metaKey: true })
    fireEvent.click(link, { shiftKey: true })
    fireEvent.click(link, { button: 1 })
    expect(screen.getByRole('status').textContent).toBe('POP /')
  })

  it('opens another site in a new tab, safely', () => {
    const link = renderAt('/', 'https://example.org/')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
