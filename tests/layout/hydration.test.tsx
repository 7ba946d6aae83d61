// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { SiteContext } from '../../src/app/contexts.tsx'
import { StaticLocation } from '../../src/app/location.tsx'
import { ServerParts } from '../../src/app/server-parts.tsx'
import { Footer } from '../../src/layout/Footer/Footer.tsx'
import { Layout } from '../../src/layout/Layout.tsx'
import { siteConfig } from '../helpers/render.tsx'
import { installDomStubs } from './dom-stubs.ts'

beforeAll(installDomStubs)

/** The server renderer draws the footer (src/app/server.tsx); the browser keeps it as drawn. */
function tree(path: string, server = false) {
  return (
    <SiteContext.Provider value={{ config: siteConfig }}>
      <StaticLocation location={path}>
        <ServerParts.Provider value={server ? { footer: <Footer />, globalStyles: null } : null}>
          {/* A page that opens with a hero. */}
          <Layout overHero>
            <p>content</p>
          </Layout>
        </ServerParts.Provider>
      </StaticLocation>
    </SiteContext.Provider>
  )
}

describe('Layout on server and client', () => {
  it.each(['/', '/case-studies/financial-security', '/services/endpoint-security/edr'])(
    'hydrates the prerendered HTML of %s without warnings',
    async (path) => {
      const html = renderToString(tree(path, true))
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
      // The footer, whose code the browser never loads here, is the server's, links and all.
      const footer = container.querySelector('footer')!
      expect(footer.querySelectorAll('a[href]').length).toBeGreaterThan(5)
      expect(footer.textContent).toContain(siteConfig.footer.tagline)
      consoleError.mockRestore()
    },
  )
})
