import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { build as viteBuild, type Manifest } from 'vite'
import { formatErrors } from './format.ts'
import { headTags, renderDocument, robotsTxt, sitemapXml } from './html.ts'
import { loadSite, type LoadedSite } from './load.ts'

export interface BuildOptions {
  root?: string
  siteDir?: string
  outDir?: string
  /** Print progress (default true). */
  log?: boolean
}

export interface BuildResult {
  outDir: string
  routes: string[]
  notFound: string[]
}

interface ServerEntry {
  render(path: string): Promise<{ html: string; styles: string; title: string; description: string; notFound: boolean; blockTypes: string[] }>
}

/**
 * Validates the site, builds the client and the server renderer, and prerenders every route.
 * Everything is written to a temporary folder that replaces `outDir` only when all of it succeeded,
 * so a failed build never leaves a half-written dist/.
 */
export async function buildSite(options: BuildOptions = {}): Promise<BuildResult> {
  const root = resolve(options.root ?? process.cwd())
  const siteDir = resolve(root, options.siteDir ?? process.env.SITE_DIR ?? 'site')
  const outDir = resolve(root, options.outDir ?? 'dist')
  const log = options.log === false ? () => {} : (text: string) => console.log(text)
  const started = performance.now()

  const site = loadSite({ siteDir, cwd: root })
  if (site.errors.length > 0) {
    const error = new Error(formatErrors(site.errors, process.env.GITHUB_ACTIONS === 'true' ? 'github' : 'human', { color: process.stderr.isTTY }))
    error.name = 'ContentErrors'
    throw error
  }
  log(`✔ content valid: ${site.pages.length} pages`)

  const staging = `${outDir}.tmp-${process.pid}`
  const serverDir = join(root, '.cache', `server-${process.pid}`)
  rmSync(staging, { recursive: true, force: true })
  try {
    process.env.SITE_DIR = siteDir
    const common = { root, configFile: join(root, 'vite.config.ts'), logLevel: options.log === false ? ('silent' as const) : ('warn' as const), mode: 'production' }
    await viteBuild({ ...common, build: { outDir: staging, emptyOutDir: true } })
    await viteBuild({ ...common, build: { ssr: 'src/app/server.tsx', outDir: serverDir, emptyOutDir: true, manifest: false, ssrManifest: false, rollupOptions: { output: { entryFileNames: 'server.js' } } } })
    log(`✔ bundles built`)

    const manifest = JSON.parse(readFileSync(join(staging, '.vite/manifest.json'), 'utf8')) as Manifest
    const template = readFileSync(join(staging, 'index.html'), 'utf8')
    rmSync(join(staging, 'index.html'))
    const server = (await import(pathToFileURL(join(serverDir, 'server.js')).href)) as ServerEntry
    const write = (file: string, content: string) => {
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, content)
    }

    for (const page of [...site.pages, ...site.notFound]) {
      const isNotFound = page.data.notFound === true
      // A not-found page renders at an address inside its folder that no page has.
      const path = isNotFound ? `${page.route === '/' ? '' : page.route}/__not-found__` : page.route
      const rendered = await server.render(path)
      const head = headTags(site.config, { title: rendered.title, description: rendered.description, route: page.route, image: page.data.image, notFound: isNotFound, styles: rendered.styles, preloads: preloadsFor(manifest, page.route, isNotFound, rendered.blockTypes).filter((href) => !template.includes(href)) })
      const html = renderDocument(template, site.config, head, rendered.html)
      const target = isNotFound ? join(staging, page.route, '404.html') : join(staging, page.route, 'index.html')
      write(target, html)
    }
    log(`✔ prerendered ${site.pages.length} pages and ${site.notFound.length} not-found pages`)

    if (existsSync(join(siteDir, 'assets'))) cpSync(join(siteDir, 'assets'), join(staging, 'assets'), { recursive: true })
    write(join(staging, 'sitemap.xml'), sitemapXml(site.config, site.pages.map((p) => ({ route: p.route, lastModified: lastModified(p.file, root) }))))
    write(join(staging, 'robots.txt'), robotsTxt(site.config))
    rmSync(join(staging, '.vite'), { recursive: true, force: true })

    rmSync(outDir, { recursive: true, force: true })
    renameSync(staging, outDir)
    log(`✔ dist ready in ${Math.round(performance.now() - started)} ms`)
    return { outDir, routes: site.pages.map((p) => p.route), notFound: site.notFound.map((p) => p.route) }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true })
    throw error
  } finally {
    rmSync(serverDir, { recursive: true, force: true })
  }
}

function lastModified(file: string, root: string): Date {
  return statSync(resolve(root, file)).mtime
}

/** The chunks a page needs at once: its data module and the code of each block it uses. */
function preloadsFor(manifest: Manifest, route: string, notFound: boolean, blockTypes: string[]): string[] {
  const wanted = new Set<string>()
  const pageKey = `${notFound ? 'virtual:site/not-found' : 'virtual:site/page'}${route === '/' ? '/index' : route}`
  for (const [key, chunk] of Object.entries(manifest)) {
    const bare = key.replace(/^\0/, '').split('?')[0]!
    if (bare === pageKey) wanted.add(`/${chunk.file}`)
    const blockFolder = /^src\/blocks\/([A-Za-z]+)\/index\.ts$/.exec(key)?.[1]
    if (blockFolder && blockTypes.some((t) => t.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()) === blockFolder)) {
      wanted.add(`/${chunk.file}`)
      for (const imported of chunk.imports ?? []) if (manifest[imported]) wanted.add(`/${manifest[imported]!.file}`)
    }
  }
  return [...wanted].sort()
}

export type { LoadedSite }

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { site: { type: 'string' }, out: { type: 'string' } } })
  buildSite({ siteDir: values.site, outDir: values.out }).catch((error: Error) => {
    console.error(error.name === 'ContentErrors' ? error.message : error)
    process.exitCode = 1
  })
}
