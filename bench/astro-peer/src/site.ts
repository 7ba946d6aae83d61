import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** The engine's own Node code, loaded by Node as the build loads it (not bundled: it reads files next to itself). */
const engine = process.env.PEER_ENGINE ?? join(process.cwd(), '../..')
const load = (file: string) => import(/* @vite-ignore */ pathToFileURL(join(engine, file)).href)

/** Every page of the site in PEER_SITE, read, validated and connected by the engine, with its data as the browser gets it. */
export async function sitePages() {
  const [{ loadSite }, { pageDataJson }, { clientConfig, loadIconSet }] = await Promise.all([
    load('src/node/load.ts'),
    load('src/node/model/page-data.ts'),
    load('src/node/model/page-extras.ts'),
  ])
  const loaded = loadSite({ siteDir: process.env.PEER_SITE!, schemaDir: join(engine, 'schema'), reuseCache: false })
  if (!loaded.ok) throw new Error(`the site did not load: ${loaded.errors.length} errors`)
  const { site } = loaded
  const icons = await loadIconSet()
  const config = clientConfig(site.config, { drafts: false })
  return site.pages.map((page: { route: string; data: unknown; locale?: { code: string } }) => {
    const language = page.locale?.code ?? site.config.language
    return { route: page.route, language, config, data: JSON.parse(pageDataJson(page.data, icons, language)) }
  })
}
