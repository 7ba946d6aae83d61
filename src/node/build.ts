import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { readFile, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { parseArgs, promisify } from 'node:util'
import { gzip as gzipCallback } from 'node:zlib'
import { pathToFileURL } from 'node:url'
import { build as viteBuild, mergeConfig, type Manifest } from 'vite'
import { valueAt } from './model/connect.ts'
import { assetInliner, fitsFirstRoundTrip, leadImageOf, withValueAt } from './render/lead-image.ts'
import { bootScript } from './render/boot-script.ts'
import { blockContracts, type ArticleFact, type ContractTable } from './content/contracts.ts'
import { formatErrors, formatWarnings } from './errors/format.ts'
import { subsetWebFonts, usedCharacters, usedTypography } from './render/fonts.ts'
import { frameOrigins, headersFile, hostingPlan, movedPage, nginxConfig, redirectsFile } from './host/hosting.ts'
import {
  articleJsonLd,
  headTags,
  iconTags,
  organizationJsonLd,
  renderDocument,
  robotsTxt,
  sitemapXml,
  webManifest,
  type IconFile,
} from './render/html.ts'
import { loadSite } from './load.ts'
import type { PageRecord, Site } from './model/site.ts'
import { COMPRESSIBLE } from './util/content-types.ts'
import { escapeHtml } from './util/escape-html.ts'
import { engineViteConfig } from './bundle/vite-config.ts'
import { dataUrlOf, movedJson, pageDataJson } from './bundle/virtual-modules.ts'
import { pageDataUrl } from '../shared/routes.ts'
import { loadIconSet } from './model/page-extras.ts'
import { blockModule } from '../shared/names.ts'

const gzip = promisify(gzipCallback)

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

type ServerEntry = typeof import('../app/server.tsx')

/**
 * Validates the site, builds the client and the server renderer, and prerenders every route.
 * Everything is written to a temporary folder that replaces `outDir` only when all of it succeeded,
 * so a failed build never leaves a half-written dist/.
 */
export async function buildSite(options: BuildOptions = {}): Promise<BuildResult> {
  const root = resolve(options.root ?? process.cwd())
  const siteDir = resolve(root, options.siteDir ?? process.env.SITE_DIR ?? 'site')
  const outDir = resolve(root, options.outDir ?? 'dist')
  const started = performance.now()
  let phase = started
  // Each step with the time it took, so a change that slows one down is seen.
  const log =
    options.log === false
      ? () => {}
      : (text: string) => {
          const now = performance.now()
          console.log(`${text} (${Math.round(now - phase)} ms)`)
          phase = now
        }

  const loaded = loadSite({ siteDir, cwd: root })
  // Warnings fail nothing: shown before the errors, or before the build goes on.
  if (loaded.warnings.length > 0 && options.log !== false)
    console.warn(
      formatWarnings(loaded.warnings, process.env.GITHUB_ACTIONS === 'true' ? 'github' : 'human', {
        color: process.stderr.isTTY,
      }),
    )
  if (!loaded.ok) {
    const error = new Error(
      formatErrors(loaded.errors, process.env.GITHUB_ACTIONS === 'true' ? 'github' : 'human', {
        color: process.stderr.isTTY,
      }),
    )
    error.name = 'ContentErrors'
    throw error
  }
  const site = loaded.site
  const contracts = blockContracts()
  log(`✔ content valid: ${site.pages.length} pages`)

  const staging = `${outDir}.tmp-${process.pid}`
  const serverDir = join(root, '.cache', `server-${process.pid}`)
  rmSync(staging, { recursive: true, force: true })
  try {
    // Both builds get the site loaded above: it is read and validated once.
    const common = {
      configFile: false as const,
      logLevel: options.log === false ? ('silent' as const) : ('warn' as const),
      mode: 'production',
    }
    await viteBuild(
      mergeConfig(engineViteConfig({ root, site: { site } }), {
        ...common,
        build: { outDir: staging, emptyOutDir: true },
      }),
    )
    await viteBuild(
      mergeConfig(engineViteConfig({ root, site: { site }, ssr: true }), {
        ...common,
        build: {
          ssr: 'src/app/server.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          ssrManifest: false,
          rollupOptions: { output: { entryFileNames: 'server.js' } },
        },
      }),
    )
    log(`✔ bundles built`)

    const manifestText = readFileSync(join(staging, '.vite/manifest.json'), 'utf8')
    const manifest = JSON.parse(manifestText) as Manifest
    // Names this build's scripts (their hashed names): an open page of an earlier build, meeting data of this one,
    // loads it as a new document (page-loader.ts).
    const buildId = createHash('sha256').update(manifestText).digest('base64url').slice(0, 12)
    const inline = assetInliner(siteDir)
    const boot = await bootScript()
    const { html: template, entry } = await prepareTemplate(
      readFileSync(join(staging, 'index.html'), 'utf8'),
      staging,
      site,
      inline,
      boot.code,
    )
    rmSync(join(staging, 'index.html'))
    const server = (await import(pathToFileURL(join(serverDir, 'server.js')).href)) as ServerEntry
    const files = fileWriter()
    const write = files.write

    const icons = ICONS.filter((icon) => site.assets.has(icon.src))
    const manifestFile = '/site.webmanifest'
    const iconLinks = iconTags(icons)
    const chunks = { manifest, keys: manifestIndex(manifest) }
    const iconSet = await loadIconSet()
    for (const page of [...site.pages, ...site.notFound]) {
      const isNotFound = page.data.notFound === true
      const dataUrl = dataUrlOf(page)
      const lead = leadImageOf(page, contracts)
      const article = articleFacts(page, contracts)
      // The page's data (as the browser fetches it on hydration and on client-side navigation), with a small lead
      // image inside it (a data URL, lead-image.ts).
      const inlined = lead && inline(lead.src)
      let json = pageDataJson(
        inlined && lead ? withValueAt(page.data, lead.pointer, inlined) : page.data,
        iconSet,
        site.config.language,
        buildId,
      )
      // The renderer gets the same bytes as the browser, so both render the same data.
      const rendered = isNotFound
        ? await server.renderNotFound(page.route, json)
        : await server.render(page.route, json)
      const documentFor = (body: string, leadImage: string | undefined) =>
        renderDocument(
          template,
          site.config,
          headTags(site.config, {
            title: rendered.title,
            description: rendered.description,
            route: page.route,
            image: page.data.image,
            notFound: isNotFound,
            styles: rendered.styles,
            leadImage,
            icons: iconLinks,
            structuredData:
              page.route === '/' && !isNotFound
                ? [organizationJsonLd(site.config)]
                : article
                  ? [articleJsonLd(site.config, article)]
                  : [],
            ogType: article ? 'article' : 'website',
            ogExtra: article?.date ? { 'article:published_time': article.date } : {},
          }),
          body,
          {
            entry,
            preloads: preloadsFor(chunks, rendered.preloadTypes).filter((href) => !entry.includes(href)),
            dataUrl,
            manifest: manifestFile,
            build: buildId,
          },
        )
      let html = documentFor(rendered.html, inlined ? undefined : lead?.src)
      if (inlined && lead && !fitsFirstRoundTrip(html)) {
        // With the picture inside, the page would miss its first round trip: the picture is preloaded instead. The
        // same page, with the picture's address where its data URL was (a data URL has no character HTML or JSON
        // escapes, so it reads the same in both).
        json = json.replaceAll(inlined, lead.src)
        html = documentFor(rendered.html.replaceAll(inlined, lead.src), lead.src)
      }
      await write(join(staging, dataUrl), json)
      const target = isNotFound ? join(staging, page.route, '404.html') : join(staging, page.route, 'index.html')
      await write(target, html)
    }
    log(`✔ prerendered ${site.pages.length} pages and ${site.notFound.length} not-found pages`)
    // A page at each old address of a moved page, for hosts that read neither _redirects nor the nginx config.
    const names = new Map(site.pages.map((p) => [p.route, p.navLabel]))
    for (const redirect of site.redirects) {
      // Where the app looks for the old address's data, a note of the new address (a link to it followed in the app).
      await write(join(staging, pageDataUrl(redirect.from)), movedJson(redirect))
      await write(
        join(staging, redirect.from, 'index.html'),
        movedPage(site.config, redirect, names.get(redirect.to) ?? redirect.to),
      )
    }

    if (existsSync(join(siteDir, 'assets')))
      cpSync(join(siteDir, 'assets'), join(staging, 'assets'), { recursive: true })
    await write(
      join(staging, 'sitemap.xml'),
      sitemapXml(
        site.config,
        site.pages.map((p) => ({ route: p.route, lastModified: lastModified(p, root) })),
      ),
    )
    await write(join(staging, 'robots.txt'), robotsTxt(site.config))
    await write(join(staging, manifestFile), webManifest(site.config, icons))
    if (site.assets.has('/assets/brand/favicon.ico'))
      cpSync(join(siteDir, 'assets/brand/favicon.ico'), join(staging, 'favicon.ico'))
    rmSync(join(staging, '.vite'), { recursive: true, force: true })

    // Hosting: the same headers, cache rules and not-found scopes for every host (see hosting.ts).
    const plan = hostingPlan({
      config: site.config,
      notFoundRoutes: site.notFound.map((p) => p.route),
      frameOrigins: frameOrigins(site.pages.flatMap((p) => p.references)),
      redirects: site.redirects,
      scripts: [boot.source],
    })
    await write(join(staging, '_headers'), headersFile(plan))
    await write(join(staging, '_redirects'), redirectsFile(plan))
    await write(join(staging, 'nginx.conf'), nginxConfig(plan, { root: outDir }))
    await files.flush()
    const compressed = await precompress(staging)
    log(`✔ hosting files written, ${compressed} files precompressed`)

    rmSync(outDir, { recursive: true, force: true })
    renameSync(staging, outDir)
    if (options.log !== false) console.log(`✔ dist ready in ${Math.round(performance.now() - started)} ms`)
    return { outDir, routes: site.pages.map((p) => p.route), notFound: site.notFound.map((p) => p.route) }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true })
    throw error
  } finally {
    rmSync(serverDir, { recursive: true, force: true })
  }
}

/** When a page's content last changed: its YAML file, or the collection item's file if that changed later. */
function lastModified(page: PageRecord, root: string): Date {
  const files = [page.file, ...(page.entry ? [page.entry.file] : [])]
  return new Date(Math.max(...files.map((file) => statSync(resolve(root, file)).mtimeMs)))
}

/**
 * Tunes the built index.html for the first paint. The page is prerendered, so nothing on screen waits for
 * JavaScript, and nothing but the page's font and picture is fetched before the first paint: Vite's entry script and
 * its module preloads leave the template and are listed as `entry` instead, for the inlined boot script
 * (src/app/boot.ts) to request once the page has painted. The small stylesheet (the web font's @font-face rules) is
 * inlined, saving a render-blocking request; the font file for Latin text is cut down to what the site uses
 * (fonts.ts) and preloaded, and shown only if it arrives in time for the first paint (`font-display: optional`): a
 * late swap from the fallback font would re-wrap the headings and shift the page. The SVG favicon travels in the page
 * (a data URL), so the browser asks for no icon file either.
 */
async function prepareTemplate(
  html: string,
  staging: string,
  site: Site,
  inline: (src: string) => string | undefined,
  boot: string,
): Promise<{ html: string; entry: string[] }> {
  const stylesheet = /<link rel="stylesheet" crossorigin href="\/(_app\/[^"]+\.css)">/.exec(html)
  let style = ''
  let preload: string[] = []
  if (stylesheet) {
    const css = readFileSync(join(staging, stylesheet[1]!), 'utf8')
      .trim()
      .replace(/font-display:\s*swap/g, 'font-display:optional')
    const text = usedCharacters(
      site.config,
      site.pages.map((p) => p.data),
      site.notFound.map((p) => p.data),
      [...site.collections.values()].map((c) => c.entries.map((e) => e.item)),
    )
    const fonts = await subsetWebFonts({ dir: staging, css, text, typography: usedTypography(staging, css) })
    style = `<style>${fonts.css}</style>`
    preload = fonts.preload
  }
  const entry: string[] = []
  const template = html
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
      entry.unshift(src)
      return ''
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      entry.push(href)
      return ''
    })
    .replace(/(<link rel="icon" href=")([^"]+)(")/, (link, start: string, href: string, end: string) => {
      const data = inline(href)
      return data ? `${start}${escapeHtml(data)}${end}` : link
    })
    .replace(/<link rel="stylesheet" crossorigin href="\/_app\/[^"]+\.css">/, style)
    .replace(
      /(<meta name="viewport"[^>]*>)/,
      (viewport) =>
        `${viewport}${preload.map((url) => `\n    <link rel="preload" as="font" type="font/woff2" href="${url}" crossorigin />`).join('')}`,
    )
    .replace('</body>', `  <script>${boot}</script>\n  </body>`)
  return { html: template, entry }
}

/** The favicon set (scripts/make-icons.ts draws the PNGs); each is linked only if the site has the file. */
const ICONS: IconFile[] = [
  { src: '/assets/brand/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  { src: '/assets/brand/favicon-32.png', sizes: '32x32', type: 'image/png' },
  { src: '/assets/brand/apple-touch-icon.png', sizes: '180x180', type: 'image/png', apple: true },
  { src: '/assets/brand/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/assets/brand/icon-512.png', sizes: '512x512', type: 'image/png' },
]

/** The facts of an article page (a page with a block whose schema declares `x-article`), for its JSON-LD. */
function articleFacts(page: PageRecord, contracts: ContractTable): Parameters<typeof articleJsonLd>[1] | undefined {
  for (const block of page.data.blocks) {
    const pointers = contracts.get(block.type)?.article
    if (!pointers) continue
    const fact = (name: ArticleFact) => {
      const value = pointers[name] === undefined ? undefined : valueAt(block, pointers[name])
      return typeof value === 'string' ? value : undefined
    }
    return {
      route: page.route,
      title: fact('title') ?? page.data.title,
      description: fact('description') ?? page.data.description,
      date: fact('date'),
      author: fact('author'),
      section: fact('section'),
      image: fact('image'),
    }
  }
  return undefined
}

/**
 * Writes the build's files while the next page renders: a few writes in flight at a time on libuv's thread pool, and
 * each folder made once (two files a page: with a blocking write and a `mkdir -p` each, the disk took a third of a
 * 10,000-page build). `flush` waits for the last ones and reports the first failure.
 */
function fileWriter(): { write: (file: string, content: string) => Promise<void>; flush: () => Promise<void> } {
  const folders = new Set<string>()
  const pending = new Set<Promise<void>>()
  let failure: { error: unknown } | undefined
  const check = () => {
    if (failure) throw failure.error
  }
  return {
    async write(file, content) {
      check()
      const folder = dirname(file)
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true })
        folders.add(folder)
      }
      const written: Promise<void> = writeFile(file, content)
        .catch((error: unknown) => {
          failure ??= { error }
        })
        .finally(() => pending.delete(written))
      pending.add(written)
      if (pending.size >= 32) await Promise.race(pending)
    },
    async flush() {
      await Promise.all(pending)
      check()
    },
  }
}

/**
 * Writes a gzip copy (file.gz) next to the files every page shares (the hashed scripts and styles, the site's
 * drawings, sitemap.xml), at the best level, for nginx's gzip_static and the local server. Pages and their data are
 * left to the host, which compresses text as it sends it (the shipped nginx config at level 6, Netlify and Cloudflare
 * Pages on their own): precompressing two files per page at level 9 took a third of a 10,000-page build to make pages
 * 0.4 % smaller than the host's level 6 does. The files are compressed on libuv's thread pool, a few at a time.
 */
/** A page (`about/index.html`, a folder's `404.html`, a moved page's fallback) or a page's data (`_data/…`). */
const PAGE_FILE = /(^|\/)(index|404)\.html$|^_data\//

async function precompress(dir: string): Promise<number> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => COMPRESSIBLE.test(name) && !PAGE_FILE.test(name))
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile())
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!
      await writeFile(`${file}.gz`, await gzip(await readFile(file), { level: 9 }))
    }
  }
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism() * 2) }, worker))
  return files.length
}

/** The bundler's manifest by module id without the \0 and query the bundler gives virtual modules. */
function manifestIndex(manifest: Manifest): Map<string, string> {
  return new Map(Object.keys(manifest).map((key) => [key.replace(/^\0/, '').split('?')[0]!, key]))
}

/**
 * The scripts a page needs, requested together after its first paint (client.tsx reads them from #root's
 * data-preload): the app core and the code of its first block unless it is static, with their imports (its data: #root's
 * data-page). Other interactive blocks on the first screen are fetched as the page hydrates; the rest when they come
 * near the screen; static blocks never.
 */
function preloadsFor(chunks: { manifest: Manifest; keys: Map<string, string> }, blockTypes: string[]): string[] {
  const { manifest, keys } = chunks
  const wanted = new Set<string>()
  const add = (key: string | undefined) => {
    const chunk = key === undefined ? undefined : manifest[key]
    if (!chunk || wanted.has(`/${chunk.file}`)) return
    wanted.add(`/${chunk.file}`)
    for (const imported of chunk.imports ?? []) add(imported)
  }
  add('src/app/hydrate.tsx')
  for (const type of blockTypes) add(keys.get(blockModule(type)))
  // React and the core first: they are the largest and evaluated first (client.tsx requests them in this order).
  const rank = (href: string) => (/\/react-[^/]*$/.test(href) ? 0 : /\/core-[^/]*$/.test(href) ? 1 : 2)
  return [...wanted].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

export type { Site }

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { site: { type: 'string' }, out: { type: 'string' } },
  })
  buildSite({ siteDir: values.site, outDir: values.out }).catch((error: Error) => {
    console.error(error.name === 'ContentErrors' ? error.message : error)
    process.exitCode = 1
  })
}
