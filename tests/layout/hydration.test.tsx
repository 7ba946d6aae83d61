// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { SiteContext } from '../../src/app/contexts.tsx'
import { Layout } from '../../src/layout/Layout.tsx'
import { siteConfig } from '../helpers/render.tsx'
import { installDomStubs } from './dom-stubs.ts'

beforeAll(installDomStubs)

function tree(path: string) {
  return (
    <SiteContext.Provider value={{ config: siteConfig }}>
      <MemoryRouter initialEntries={[path]}>
        {/* A page that opens with a hero. */}
        <Layout overHero>
          <p>content</p>
        </Layout>
      </MemoryRouter>
    </SiteContext.Provider>
  )
}

describe('Layout on server and client', () => {
  it.each(['/', '/case-studies/financial-security', '/services/endpoint-security/edr'])(
    'hydrates the prerendered HTML of %s without warnings',
    async (path) => {
      const html = renderToString(tree(path))
      expect(html).toContain('data-scrolled="false"')
      const container = document.createElement('div')
      container.innerHTML = html
      document.body.appendChild(container)
      const consoleError = vi.spyOn(console, 'error')
      const recoverable = vi.fn()
      await act(async () => {
        render(tree(path), { container, hydrate: true, onRecoverableError: recoverable })
      })
      expect(recoverable).not.toHaveBeenCalled()
      expect(consoleError).not.toHaveBeenCalled()
      consoleError.mockRestore()
    },
  )
})
