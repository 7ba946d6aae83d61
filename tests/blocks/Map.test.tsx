// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MapBlock } from '../../src/blocks/Map/Map.tsx'
import { renderInSite } from '../helpers/render.tsx'

const embedUrl =
  'https://www.openstreetmap.org/export/embed.html?bbox=7.4751%2C9.0429%2C7.5151%2C9.0729&layer=mapnik&marker=9.0579%2C7.4951'
const openUrl = 'https://www.openstreetmap.org/?mlat=9.0579&mlon=7.4951#map=15/9.0579/7.4951'
const props = {
  type: 'map' as const,
  title: 'Find Us in Abuja',
  embedUrl,
  frameTitle: 'Map of our office',
  loadLabel: 'Load map',
  notice: 'Loading the map connects to openstreetmap.org.',
  openUrl,
  openLabel: 'Open in OpenStreetMap',
}

describe('Map', () => {
  it('shows a local preview and no frame until the visitor asks for the map', () => {
    const { container } = renderInSite(<MapBlock {...props} />)
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Find Us in Abuja' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Load map' })).toBeTruthy()
    expect(screen.getByText('Loading the map connects to openstreetmap.org.')).toBeTruthy()
    // The preview is drawn inline: nothing on the page points at another site except the plain link.
    expect(container.querySelector('svg[aria-hidden="true"]')).toBeTruthy()
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('Central Business District, Abuja, Nigeria')).toBeTruthy()
  })

  it('loads the embed from the YAML address, with its title, after the click and moves focus to it', () => {
    const { container } = renderInSite(<MapBlock {...props} />)
    fireEvent.click(screen.getByRole('button', { name: 'Load map' }))
    const frame = container.querySelector('iframe')!
    expect(frame.getAttribute('src')).toBe(embedUrl)
    expect(frame.getAttribute('title')).toBe('Map of our office')
    expect(document.activeElement).toBe(frame)
    expect(screen.queryByRole('button', { name: 'Load map' })).toBeNull()
  })

  it('links to the map site in a new tab, safely', () => {
    renderInSite(<MapBlock {...props} />)
    const link = screen.getByRole('link', { name: 'Open in OpenStreetMap' })
    expect(link.getAttribute('href')).toBe(openUrl)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('names the place the author gives instead of the company address', () => {
    renderInSite(<MapBlock {...props} place="Central Area, Abuja" />)
    expect(screen.getByText('Central Area, Abuja')).toBeTruthy()
  })
})
