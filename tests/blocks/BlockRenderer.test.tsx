// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { BlockRenderer } from '../../src/blocks/BlockRenderer.tsx'
import type { BlockComponents } from '../../src/blocks/types.ts'
import type { ResolvedBlock } from '../../src/shared/types.ts'
import { renderInSite, siteConfig } from '../helpers/render.tsx'

afterEach(() => {
  vi.restoreAllMocks()
})

function Broken(): never {
  throw new Error('boom')
}

function Title({ title }: { title: string }) {
  return <h2>{title}</h2>
}

test('a block that throws is contained: the blocks around it still render and a notice takes its place', () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const blocks = [
    { type: 'cta', title: 'Before', buttons: [{ label: 'Go', href: '/' }] },
    { type: 'metrics', items: [{ value: '1', label: 'one' }] },
    { type: 'cta', title: 'After', buttons: [{ label: 'Go', href: '/' }] },
  ] as ResolvedBlock[]
  const components = { cta: Title, metrics: Broken } as unknown as BlockComponents
  renderInSite(
    <BlockRenderer blocks={blocks} components={components} load={() => Promise.reject(new Error('not loaded'))} />,
  )
  expect(screen.getByRole('heading', { name: 'Before' })).toBeTruthy()
  expect(screen.getByRole('heading', { name: 'After' })).toBeTruthy()
  expect(screen.getByRole('alert').textContent).toContain(siteConfig.labels.blockFailed)
  expect(errors.mock.calls.some((call) => String(call[0]).includes('Block 1 (metrics) failed to render'))).toBe(true)
})
