import { render, type RenderOptions } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ReactNode } from 'react'
import { parse } from 'yaml'
import { SiteContext } from '../../src/app/contexts.tsx'
import { SiteRouter } from '../../src/app/router.tsx'
import { ClientNavigation } from '../../src/components/SmartLink.tsx'
import { loadIconSet } from '../../src/node/model/page-extras.ts'
import { FormsProvider } from '../../src/forms/config.ts'
import type { FormDeclaration } from '../../src/forms/config.ts'
import type { SiteConfig } from '../../src/shared/types.ts'

/** The real site.yaml of this repository, so component tests see the content authors write. */
export const siteConfig = parse(readFileSync(join(import.meta.dirname, '../../site/site.yaml'), 'utf8')) as SiteConfig

/** A form declared in the real site.yaml (forms.declarations), by id. */
export function declaredForm(id: string, config: SiteConfig = siteConfig): FormDeclaration {
  const form = config.forms.declarations.find((declaration) => declaration.id === id)
  if (!form) throw new Error(`site.yaml declares no form "${id}"`)
  return form
}

/** The declared maxLength of a field of a form, for the tests that check the limits. */
export function maxLengthIn(formId: string, field: string): number {
  const declared = declaredForm(formId).fields.find((candidate) => candidate.name === field)
  if (!declared || !('maxLength' in declared) || declared.maxLength === undefined)
    throw new Error(`the form "${formId}" has no field "${field}" with a maxLength`)
  return declared.maxLength
}

const allIcons = Object.fromEntries(await loadIconSet())

export interface RenderInSiteOptions extends Omit<RenderOptions, 'wrapper'> {
  path?: string
  config?: SiteConfig
}

/**
 * Renders UI inside the same providers the site uses: site identity with the page's icons, a router at `path` whose
 * page links navigate on the client (as App.tsx sets it up), and site.yaml's form settings for a form rendered on its
 * own (a form block provides them from its `forms` prop).
 */
export function renderInSite(ui: ReactNode, { path = '/', config = siteConfig, ...options }: RenderInSiteOptions = {}) {
  // The build gives a page the drawings of the icons its content names (src/node/model/page-extras.ts, tested there); a
  // component rendered here on its own gets them all.
  // The router starts at the browser's address, as on a page the visitor opened.
  window.history.replaceState(null, '', path)
  return render(
    <SiteContext.Provider value={{ config, icons: allIcons }}>
      <FormsProvider value={config.forms}>
        <SiteRouter>
          <ClientNavigation />
          {ui}
        </SiteRouter>
      </FormsProvider>
    </SiteContext.Provider>,
    options,
  )
}
