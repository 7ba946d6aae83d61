// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { PhotoGallery } from '../../src/blocks/PhotoGallery/PhotoGallery.tsx'
import { renderInSite } from '../helpers/render.tsx'

const labels = { open: 'View larger: {alt}', close: 'Close', previous: 'Previous photograph', next: 'Next photograph' }
const photos = [
  { image: { src: '/assets/photos/a.jpg', alt: 'A marigold' }, caption: 'By the entrance' },
  { image: { src: '/assets/photos/b.jpg', alt: 'A ladybird' } },
]

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods; Chromium's are exercised by tests/e2e/photos.e2e.ts.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})

describe('PhotoGallery', () => {
  it('shows each photograph with its caption, as a link to the file named by the open label', () => {
    renderInSite(<PhotoGallery type="photo-gallery" title="Our garden" photos={photos} labels={labels} />)
    const link = screen.getByRole('link', { name: 'View larger: A marigold' })
    expect(link.getAttribute('href')).toBe('/assets/photos/a.jpg')
    expect(link.getAttribute('aria-haspopup')).toBe('dialog')
    expect(screen.getByText('By the entrance').tagName).toBe('FIGCAPTION')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens the larger view, moves with the buttons and arrow keys, and closes', async () => {
    renderInSite(<PhotoGallery type="photo-gallery" photos={photos} labels={labels} />)
    fireEvent.click(screen.getByRole('link', { name: 'View larger: A marigold' }))
    const dialog = await screen.findByRole('dialog', { name: 'A marigold' })
    expect(dialog.textContent).toContain('1 / 2')
    fireEvent.click(screen.getByRole('button', { name: 'Next photograph' }))
    expect(screen.getByRole('dialog', { name: 'A ladybird' })).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' })
    expect(screen.getByRole('dialog', { name: 'A marigold' })).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' })
    expect(screen.getByRole('dialog', { name: 'A ladybird' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
