import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { build as viteBuild, type Manifest } from 'vite'
import { formatErrors } from './format.ts'
import { subsetWebFonts, usedWeights } from './fonts.ts'
import { embedOrigins, headersFile, hostingPlan, nginxConfig, redirectsFile } from './hosting.ts'
import { articleJsonLd, headTags, iconTags, organizationJsonLd, renderDocument, robotsTxt, sitemapXml, webManifest, type IconFile } from './html.ts'
import { loadSite, type LoadedSite, type PageRecord } from './load.ts'
import { COMPRESSIBLE } from './static-server.ts'

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
    const template = await prepareTemplate(readFileSync(join(staging, 'index.html'), 'utf8'), staging, site)
    rmSync(join(staging, 'index.html'))
    const server = (await import(pathToFileURL(join(serverDir, 'server.js')).href)) as ServerEntry
    const write = (file: string, content: string) => {
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, content)
    }

    const icons = ICONS.filter((icon) => site.assets.has(icon.src))
    const manifestFile = '/site.webmanifest'
    const iconLinks = iconTags(icons, manifestFile)
    for (const page of [...site.pages, ...site.notFound]) {
      const isNotFound = page.data.notFound === true
      // A not-found page renders at an address inside its folder that no page has.
      const path = isNotFound ? `${page.route === '/' ? '' : page.route}/__not-found__` : page.route
      const rendered = await server.render(path)
      const article = articleFacts(page)
      const head = headTags(site.config, {
        title: rendered.title,
        description: rendered.description,
        route: page.route,
        image: page.data.image,
        notFound: isNotFound,
        styles: rendered.styles,
        leadImage: leadImage(page),
        icons: iconLinks,
        structuredData: page.route === '/' && !isNotFound ? [organizationJsonLd(site.config)] : article ? [articleJsonLd(site.config, article)] : [],
        ogType: article ? 'article' : 'website',
        ogExtra: article?.date ? { 'article:published_time': article.date } : {},
      })
      const html = renderDocument(template, site.config, head, rendered.html, preloadsFor(manifest, page.route, isNotFound, rendered.blockTypes.slice(0, 1)).filter((href) => !template.includes(href)))
      const target = isNotFound ? join(staging, page.route, '404.html') : join(staging, page.route, 'index.html')
      write(target, html)
    }
    log(`✔ prerendered ${site.pages.length} pages and ${site.notFound.length} not-found pages`)

    if (existsSync(join(siteDir, 'assets'))) cpSync(join(siteDir, 'assets'), join(staging, 'assets'), { recursive: true })
    write(join(staging, 'sitemap.xml'), sitemapXml(site.config, site.pages.map((p) => ({ route: p.route, lastModified: lastModified(site, p, root) }))))
    write(join(staging, 'robots.txt'), robotsTxt(site.config))
    write(join(staging, manifestFile), webManifest(site.config, icons))
    if (site.assets.has('/assets/brand/favicon.ico')) cpSync(join(siteDir, 'assets/brand/favicon.ico'), join(staging, 'favicon.ico'))
    rmSync(join(staging, '.vite'), { recursive: true, force: true })

    // Hosting: the same headers, cache rules and not-found scopes for every host (see hosting.ts).
    const plan = hostingPlan({ config: site.config, notFoundRoutes: site.notFound.map((p) => p.route), frameOrigins: embedOrigins(site.pages.flatMap((p) => p.data.blocks)) })
    write(join(staging, '_headers'), headersFile(plan))
    write(join(staging, '_redirects'), redirectsFile(plan))
    write(join(staging, 'nginx.conf'), nginxConfig(plan, { root: outDir }))
    const compressed = precompress(staging)
    log(`✔ hosting files written, ${compressed} files precompressed`)

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

/** When a page's content last changed: its YAML file, or the collection item's file if that changed later. */
function lastModified(site: LoadedSite, page: PageRecord, root: string): Date {
  const files = [page.file]
  if (page.data.entry) for (const c of site.collections.values()) for (const e of c.entries) if (e.route === page.route) files.push(e.sourceFile)
  return new Date(Math.max(...files.map((file) => statSync(resolve(root, file)).mtimeMs)))
}

/**
 * Tunes the built index.html for the first paint. The page is prerendered, so nothing on screen waits for
 * JavaScript: the small entry script is fetched at low priority (it loads the app after the first paint, see
 * src/app/client.tsx). The small stylesheet (the web font's @font-face rules) is inlined, saving a render-blocking
 * request; the font file for Latin text is cut down to what the site uses (fonts.ts) and preloaded, and shown only
 * if it arrives in time for the first paint (`font-display: optional`): a late swap from the fallback font would
 * re-wrap the headings and shift the page.
 */
async function prepareTemplate(html: string, staging: string, site: LoadedSite): Promise<string> {
  const stylesheet = /<link rel="stylesheet" crossorigin href="\/(_app\/[^"]+\.css)">/.exec(html)
  let style = ''
  let preload: string[] = []
  if (stylesheet) {
    const css = readFileSync(join(staging, stylesheet[1]!), 'utf8').trim().replace(/font-display:\s*swap/g, 'font-display:optional')
    const text = JSON.stringify([site.config, site.pages.map((p) => p.data), site.notFound.map((p) => p.data), [...site.collections.values()].map((c) => c.entries)])
    const fonts = await subsetWebFonts({ dir: staging, css, text, weights: usedWeights(staging, css) })
    style = `<style>${fonts.css}</style>`
    preload = fonts.preload
  }
  return html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, '<script type="module" crossorigin fetchpriority="low" src="$1"></script>')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href="$1">')
    .replace(/<link rel="stylesheet" crossorigin href="\/_app\/[^"]+\.css">/, style)
    .replace(/(<meta name="viewport"[^>]*>)/, (viewport) => `${viewport}${preload.map((url) => `\n    <link rel="preload" as="font" type="font/woff2" href="${url}" crossorigin />`).join('')}`)
}

/** The favicon set (scripts/make-icons.ts draws the PNGs); each is linked only if the site has the file. */
const ICONS: IconFile[] = [
  { src: '/assets/brand/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  { src: '/assets/brand/favicon-32.png', sizes: '32x32', type: 'image/png' },
  { src: '/assets/brand/apple-touch-icon.png', sizes: '180x180', type: 'image/png', apple: true },
  { src: '/assets/brand/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/assets/brand/icon-512.png', sizes: '512x512', type: 'image/png' },
]

/** The picture at the top of the page (a hero's background), which is usually the largest thing painted first. */
function leadImage(page: PageRecord): string | undefined {
  const first = page.data.blocks[0] as { background?: { src?: unknown } } | undefined
  return typeof first?.background?.src === 'string' ? first.background.src : undefined
}

/** The facts of an article page (a page showing an item through an article-body block), for its JSON-LD. */
function articleFacts(page: PageRecord): Parameters<typeof articleJsonLd>[1] | undefined {
  const entry = page.data.entry
  if (!entry || !page.data.blocks.some((b) => b.type === 'article-body')) return undefined
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  const image = entry.image as { src?: unknown } | undefined
  return { route: page.route, title: text(entry.title) ?? page.data.title, description: text(entry.excerpt) ?? page.data.description, date: text(entry.date), author: text(entry.author), section: text(entry.category), image: text(image?.src) }
}

/** Writes a gzip copy (file.gz) next to every text file, for nginx's gzip_static and the local server. */
function precompress(dir: string): number {
  let count = 0
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = join(dir, name)
    if (!COMPRESSIBLE.test(name) || !statSync(file).isFile()) continue
    writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }))
    count++
  }
  return count
}

/**
 * The scripts a page needs, requested together after its first paint (client.tsx reads them from #root's
 * data-preload): the app core, the page's data module and the code of its first block, with their imports. Other
 * blocks on the first screen are fetched as the page hydrates; the rest when they come near the screen.
 */
function preloadsFor(manifest: Manifest, route: string, notFound: boolean, blockTypes: string[]): string[] {
  const wanted = new Set<string>()
  const add = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || wanted.has(`/${chunk.file}`)) return
    wanted.add(`/${chunk.file}`)
    for (const imported of chunk.imports ?? []) add(imported)
  }
  add('src/app/hydrate.tsx')
  const pageKey = `${notFound ? 'virtual:site/not-found' : 'virtual:site/page'}${route === '/' ? '/index' : route}`
  for (const key of Object.keys(manifest)) {
    const bare = key.replace(/^\0/, '').split('?')[0]!
    if (bare === pageKey) add(key)
    const blockFolder = /^src\/blocks\/([A-Za-z]+)\/index\.ts$/.exec(key)?.[1]
    if (blockFolder && blockTypes.some((t) => t.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()) === blockFolder)) add(key)
  }
  // React and the core first: they are the largest and evaluated first (client.tsx requests them in this order).
  const rank = (href: string) => (/\/react-[^/]*$/.test(href) ? 0 : /\/core-[^/]*$/.test(href) ? 1 : 2)
  return [...wanted].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

export type { LoadedSite }

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { site: { type: 'string' }, out: { type: 'string' } } })
  buildSite({ siteDir: values.site, outDir: values.out }).catch((error: Error) => {
    console.error(error.name === 'ContentErrors' ? error.message : error)
    process.exitCode = 1
  })
}
