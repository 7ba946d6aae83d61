import { createReadStream, existsSync, type FSWatcher, statSync, watch } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import {
  createServerModuleRunner,
  type ErrorPayload,
  type Plugin,
  searchForWorkspaceRoot,
  type ViteDevServer,
} from 'vite'
import { ContentErrors, type ContentError } from '../errors/errors.ts'
import { CONTENT_TYPES } from '../util/content-types.ts'
import { cacheDir } from '../util/paths.ts'
import { forgetFile } from '../content/file-cache.ts'
import { codeFrame, formatAcknowledged, formatErrors, formatWarnings } from '../errors/format.ts'
import type { EngineOptions, LoadedSite, Site } from '../model/site.ts'
import { EMPTY_GALLERY, galleryModule } from './gallery.ts'
import { type IconSet, loadIconSet } from '../model/page-extras.ts'
import {
  appFingerprint,
  type DevPage,
  type DevSnapshot,
  readSnapshot,
  type SnapshotContext,
  snapshotFile,
  writeSnapshot,
} from './dev-snapshot.ts'
import { normalizeRoute, pageDataUrl } from '../../shared/routes.ts'
import { APP_ENTRIES } from '../util/app-entries.ts'
import type { RenderedPage } from '../../shared/rendered-page.ts'
import { ROOT_ATTRIBUTES } from '../../shared/root-data.ts'
import {
  bareId,
  dataAtUrl,
  FONTS_ID,
  manifestModule,
  fontsModule,
  GALLERY_ID,
  htmlAttributes,
  isSiteModule,
  MANIFEST_ID,
  type SiteModules,
} from './virtual-modules.ts'

/**
 * A build's site, checked once by the build, as the text it gives the bundles (virtual-modules.ts siteModules; awaited
 * where a module needs it, so the bundles may be built while the site is checked), or a content folder the plugin
 * loads and reloads on every edit (dev) with the `load` it is handed (load.ts `loadSite`, passed by vite.config.ts):
 * loading is the pipeline's top-level work, which the bundle stage does not import.
 */
export type SitePluginOptions =
  | { siteDir: string; modules: Promise<SiteModules> }
  | {
      siteDir: string
      load: (options: EngineOptions) => LoadedSite
      /**
       * A save of one page file applied to the last valid site (load.ts `reloadPage`): the new site or that file's
       * errors, or undefined when the edit may change what other files see (then the whole site is loaded).
       */
      reloadPage?: (
        site: Site,
        file: string,
      ) => { ok: true; site: Site } | { ok: false; errors: ContentError[] } | undefined
      /**
       * A start with nothing kept (no snapshot): the site's page files read and checked ahead of the first load, a
       * slice at a time (load.ts `readAhead`), and the first page asked for shown meanwhile from a first look at it
       * (load.ts `firstLook`: the site with that page alone, or undefined when it cannot stand for the whole load).
       */
      readAhead?: (options: EngineOptions, next: (left: number) => Promise<boolean>) => Promise<void>
      firstLook?: (options: EngineOptions, route: string) => Site | undefined
    }

/**
 * Serves a site to the app: the virtual module `virtual:site` (the config and the folders with a not-found page) and,
 * in dev, each page's data at the address the build writes it to (`/_data/…`). A build passes the site it loaded and validated. In dev the plugin loads the folder itself; an
 * invalid edit shows the error in the overlay and terminal while the last valid data keeps rendering.
 */
export function sitePlugin(options: SitePluginOptions): Plugin {
  const siteDir = resolve(options.siteDir)
  let current: Site | undefined
  let files: string[] = []
  let isBuild = true
  let root = process.cwd()
  let firstLoad = true
  // The errors of the files as they are now (empty once they are fixed): what the overlay of any tab must show.
  let errors: ContentError[] = []
  // The warnings last printed: printed again only when they change, not at every save. The dev server's logger
  // prints them once there is one (configureServer).
  let warned = ''
  let warn = (text: string) => console.warn(text)
  let info = (_text: string) => {}
  let fail = (text: string) => console.error(text)
  // Dev: what the last start showed of the site (dev-snapshot.ts), served while this start has not loaded it; the
  // site of the last whole load that found no error (not a save taken alone), which the next start's snapshot keeps;
  // the addresses this start served (pages and page data), which it keeps the outputs of.
  let preview: DevSnapshot | undefined
  let whole: Site | undefined
  const shownRoutes = new Set<string>()
  const shownData = new Set<string>()
  let icons: IconSet | undefined
  let devServer: ViteDevServer | undefined
  const snapshotContext = (): SnapshotContext => ({ siteDir, cwd: process.cwd(), drafts: 'show' })
  const snapshotPath = () => snapshotFile(cacheDir(root, 'dev'), siteDir)

  /** What the site is loaded with; the first load, and what is read ahead of it, with the disk cache (first). */
  const engineOptions = (first: boolean): EngineOptions => ({
    siteDir,
    drafts: isBuild ? 'leave-out' : 'show',
    ...(first ? { cacheDir: cacheDir(root, 'content') } : {}),
    watched: !isBuild,
  })
  const load = (): ContentError[] => {
    if ('modules' in options) return []
    // The dev server shows drafts (with their banner); a `vite build` leaves them out, as the production build does.
    // Each file is parsed and validated once while it does not change (content/file-cache.ts): kept in memory, the
    // watcher telling which files changed, and on disk between starts (read and written by the first load only).
    const loaded = options.load(engineOptions(firstLoad))
    firstLoad = false
    files = loaded.files
    errors = loaded.errors
    const warnings = [
      formatAcknowledged(loaded.acknowledged),
      formatWarnings(loaded.warnings, 'human', { color: true }),
    ]
      .filter(Boolean)
      .join('\n')
    if (warnings && warnings !== warned) warn(`site: content warnings (nothing fails)\n${warnings}`)
    warned = warnings
    if (loaded.ok) current = loaded.site
    whole = loaded.ok && loaded.errors.length === 0 && !isBuild ? loaded.site : undefined
    if (whole) keepSnapshotSoon()
    return loaded.errors
  }

  // The snapshot is written once the server is idle (2 s after the last load or newly served address), its pages drawn
  // first, and when the server closes (with the pages drawn so far); only of a whole load without error, and while no
  // save waits to be taken.
  let snapshotTimer: ReturnType<typeof setTimeout> | undefined
  let closed = false
  const keepSnapshotSoon = () => {
    clearTimeout(snapshotTimer)
    snapshotTimer = setTimeout(() => void drawShown().finally(() => closed || keepSnapshot()), 2000)
    snapshotTimer.unref?.()
  }
  // The pages this start drew for the snapshot, by route: each with the data and the app's code it was drawn from.
  const drawn = new Map<string, { json: string; code: string; page: DevPage }>()
  /**
   * Draws the pages the snapshot keeps with the server renderer (src/app/server.tsx, as the build prerenders them), off
   * the path of any request: once the server is idle, and again only for a page whose data or code changed. A page
   * that cannot be drawn is left out (the next start draws it in the browser, as without a snapshot).
   */
  const drawShown = async () => {
    const site = whole
    const server = devServer
    if (!site || current !== site || !server) return
    icons ??= await loadIconSet()
    const code = appFingerprint()
    const todo = [...shownRoutes].slice(-SNAPSHOT_PAGES).flatMap((route) => {
      const json = site.pages.some((page) => page.route === route) && dataAtUrl(site, pageDataUrl(route), icons!)
      const known = drawn.get(route)
      return json && (known?.json !== json || known.code !== code) ? [{ route, json }] : []
    })
    if (todo.length === 0) return
    // A runner of its own each time: it evaluates the app afresh (the site's modules as they are now) from the
    // transforms the server keeps.
    const runner = createServerModuleRunner(server.environments.ssr, { hmr: false })
    try {
      const renderer = (await runner.import(`/${APP_ENTRIES.server}`)) as {
        render: (route: string, json: string) => Promise<RenderedPage>
      }
      for (const { route, json } of todo) {
        if (closed) return
        const { styles, html } = await renderer.render(route, json)
        drawn.set(route, { json, code, page: { styles, html } })
      }
    } catch {
      // Left out: the page is drawn by the browser at the next start.
    } finally {
      await runner.close()
    }
  }
  const keepSnapshot = () => {
    clearTimeout(snapshotTimer)
    snapshotTimer = undefined
    if (!whole || current !== whole || errors.length > 0 || pending || watchTimers.size > 0) return
    const site = whole
    const code = appFingerprint()
    const pages: Record<string, DevPage> = {}
    const data: Record<string, string> = {}
    for (const url of [...shownData].slice(-SNAPSHOT_PAGES)) {
      const json = icons && dataAtUrl(site, url, icons)
      if (json) data[url] = json
    }
    for (const route of [...shownRoutes].slice(-SNAPSHOT_PAGES)) {
      const page = drawn.get(route)
      const url = pageDataUrl(route)
      if (!page || page.code !== code || !icons || dataAtUrl(site, url, icons) !== page.json) continue
      pages[route] = page.page
      // The app asks for the page's data as soon as it starts.
      data[url] = page.json
    }
    writeSnapshot(
      snapshotPath(),
      snapshotContext(),
      {
        manifest: manifestModule(site),
        fonts: fontsModule(site),
        html: Object.fromEntries([...shownRoutes].slice(-SNAPSHOT_PAGES).map((r) => [r, htmlAttributes(site, r)])),
        data,
        pages,
      },
      site.nextChange,
    )
  }
  /** An address served: kept (the latest last) for the next start's snapshot. */
  const remember = (set: Set<string>, address: string) => {
    if (isBuild || 'modules' in options) return
    set.delete(address)
    set.add(address)
    if (current && current === whole) keepSnapshotSoon()
  }
  // The files the watcher reported and has not yet taken (configureServer): a snapshot waits for them.
  const watchTimers = new Map<string, ReturnType<typeof setTimeout>>()

  /**
   * Dev: the last start's snapshot, when every file of the site and the engine are as they were then. Its pages are
   * served at once, and the whole site is loaded and checked once the server has been idle for a moment.
   */
  const startFromSnapshot = (): boolean => {
    if (loadedOnce || 'modules' in options || isBuild) return false
    const began = performance.now()
    preview = readSnapshot(snapshotPath(), snapshotContext())
    if (!preview) return false
    for (const route of Object.keys(preview.html)) shownRoutes.add(route)
    for (const url of Object.keys(preview.data)) shownData.add(url)
    // Its pages were drawn with the app's code as it is now (readSnapshot): not drawn again while their data stays.
    const code = appFingerprint()
    for (const [route, page] of Object.entries(preview.pages)) {
      const json = preview.data[pageDataUrl(route)]
      if (json !== undefined) drawn.set(route, { json, code, page })
    }
    info(
      `site: serving the pages of the last start (nothing changed since, checked in ${Math.round(performance.now() - began)} ms); the whole site is loaded and checked once the server is idle`,
    )
    loadWhenIdle(FIRST_REQUEST_MS)
    return true
  }
  let idleTimer: ReturnType<typeof setTimeout> | undefined
  const loadWhenIdle = (ms = IDLE_MS) => {
    clearTimeout(idleTimer)
    // While the page files are read ahead, their end loads the site (startCold).
    idleTimer = setTimeout(() => ahead || loadFirst(), ms)
    idleTimer.unref?.()
  }

  // Dev, a start with no snapshot: whether the page files are being read ahead of the first load, and whether the
  // preview served meanwhile is made of first looks (more pages may be added to it) rather than a snapshot.
  let ahead = false
  let looked = false
  /** How many page files are still to be read ahead. */
  let aheadLeft = 0
  /**
   * A start with nothing kept: the server goes on serving while the page files are read and checked ahead, then loads
   * the whole site (at once, or once the server is idle when it has shown first looks meanwhile).
   */
  const startCold = () => {
    if (!('readAhead' in options) || !options.readAhead || !options.firstLook) return loadFirst()
    ahead = true
    const done = () => {
      ahead = false
      if (loadedOnce || closed) return
      if (preview) loadWhenIdle()
      else loadFirst()
    }
    options.readAhead(engineOptions(true), nextSlice).then(done, (error: unknown) => {
      fail(`site: reading ahead stopped (${error instanceof Error ? error.message : String(error)}); loading the site`)
      done()
    })
  }
  // The requests the server is answering, and what waits for it to answer none (nextSlice).
  let answering = 0
  const whenAnswered: Array<() => void> = []
  /**
   * Between two slices of reading ahead: the thread goes to what else is waiting, then to the requests in hand until
   * they are answered (a tab's page and the app's modules come first; at most AHEAD_WAIT_MS, should one never end).
   * False once the first load has begun, or the server closed, and for a site with too few page files to be worth it
   * (FIRST_LOOK_FROM): reading ahead stops, and that site is loaded at once.
   */
  const nextSlice = (left: number) =>
    new Promise<boolean>((resolve) =>
      setImmediate(() => {
        aheadLeft = left
        const go = () => {
          clearTimeout(timer)
          resolve(!(loadedOnce || closed) && aheadLeft >= FIRST_LOOK_FROM)
        }
        const timer = answering > 0 ? setTimeout(go, AHEAD_WAIT_MS) : undefined
        if (answering > 0) whenAnswered.push(go)
        else go()
      }),
    )
  /**
   * A page asked for before the first load: from the preview when it has it; else, while the page files are read
   * ahead, from a first look at it (load.ts firstLook), added to the preview, which the whole load then settles
   * (settlePreview); else the whole load, now.
   */
  const lookFirst = async (route: string) => {
    if (preview?.html[route] !== undefined || loadedOnce) return
    // The few files left are read sooner than a first look is made (at 1,000 files, about 0.4 s against 0.1).
    const site =
      ahead && aheadLeft >= FIRST_LOOK_FROM && (looked || !preview) && 'firstLook' in options
        ? options.firstLook?.(engineOptions(true), route)
        : undefined
    if (!site) return loadFirst()
    icons ??= await loadIconSet()
    if (loadedOnce) return
    const url = pageDataUrl(route)
    const json = dataAtUrl(site, url, icons)
    if (!json) return loadFirst()
    looked = true
    preview ??= { manifest: manifestModule(site), fonts: fontsModule(site), html: {}, data: {}, pages: {} }
    preview.html[route] = htmlAttributes(site, route)
    preview.data[url] = json
    info(`site: showing ${route} from a first look at it; the whole site is read and checked meanwhile`)
  }
  /**
   * After a start served from the snapshot, the whole site as loaded now: its errors go to every open tab's overlay,
   * and a tab is sent fresh data if anything it was served differs (a publishing time, a file changed meanwhile).
   */
  const settlePreview = (shown: DevSnapshot) => {
    const server = devServer
    if (!server) return
    if (errors.length > 0) {
      if (server.ws.clients.size > 0) server.ws.send(errorPayload(errors))
      return
    }
    const site = current
    if (!site) return
    const same =
      manifestModule(site) === shown.manifest &&
      fontsModule(site) === shown.fonts &&
      Object.entries(shown.data).every(([url, json]) => !icons || dataAtUrl(site, url, icons) === json)
    if (same) return
    refreshModules(server)
    server.ws.send({ type: 'custom', event: 'site:update' })
  }

  // Whether the first load was made (dev: after listening, or at the first request that needs the site).
  let loadedOnce = false
  // After a save taken alone, the whole site is loaded once saves pause: what no single file shows (a warning,
  // a check across files) is then as `npm run validate` would say, off the path from a save to the page.
  let pending: ReturnType<typeof setTimeout> | undefined
  // The dev server's watcher of the site folder (configureServer), closed with the server (buildEnd).
  let siteWatcher: FSWatcher | undefined
  /** The first load, timed; its errors fail a build, and are printed (and shown to each tab) by the dev server. */
  const loadFirst = () => {
    if (loadedOnce || 'modules' in options) return
    loadedOnce = true
    clearTimeout(idleTimer)
    const shown = preview
    preview = undefined
    looked = false
    const began = performance.now()
    load()
    if (current)
      info(`site: loaded content (${current.pages.length} pages, in ${Math.round(performance.now() - began)} ms)`)
    if (errors.length > 0) {
      const report = formatErrors(errors, 'human')
      if (isBuild) throw new ContentErrors(errors, report)
      fail(`site: content errors\n${formatErrors(errors, 'human', { color: true })}`)
    }
    if (shown) settlePreview(shown)
  }

  return {
    name: 'zuma-site',
    enforce: 'pre',
    config(config, env) {
      // The site's own files that the app imports (its web font's stylesheet and font files: virtual:site/fonts) may
      // live outside the project (SITE_DIR=/elsewhere): the dev server serves them as it serves the project's.
      // Vite's own watcher leaves the site folder to the plugin's (configureServer), unless that one cannot watch.
      const watching = env.command === 'serve' && !('modules' in options) && recursiveWatch
      return {
        server: {
          fs: { allow: [searchForWorkspaceRoot(config.root ?? process.cwd()), siteDir] },
          ...(watching ? { watch: { ignored: [`${siteDir}/**`] } } : {}),
        },
      }
    },
    configResolved(config) {
      isBuild = config.command === 'build'
      root = config.root
    },
    buildStart() {
      if ('modules' in options) return
      // The dev server listens first and loads the site once it does, or at the first request for it, whichever
      // comes first: its start does not wait for 10,000 files. A build loads it here, and stops on its errors.
      if (!isBuild) return
      loadFirst()
      for (const file of files) this.addWatchFile(file)
    },
    resolveId(id) {
      return isSiteModule(id) ? `\0${id}` : undefined
    },
    async load(id, loadOptions) {
      if (!id.startsWith('\0') || !isSiteModule(id.slice(1))) return undefined
      if ('modules' in options) return builtModule(id.slice(1), await options.modules, loadOptions?.ssr === true)
      // Served from the last start's snapshot while the site is not loaded (dev).
      if (preview && bareId(id.slice(1)) === MANIFEST_ID) return preview.manifest
      if (preview && bareId(id.slice(1)) === FONTS_ID) return preview.fonts
      loadFirst()
      if (!current) {
        // A site that has never loaded: the tab's overlay names the content error, not Vite's failure to load.
        if (errors.length === 0) return undefined
        const { message, id: file, loc, frame } = errorPayload(errors).err
        return this.error({ message, id: file, loc, frame, plugin: 'zuma-site' })
      }
      const real = id.slice(1)
      if (bareId(real) === MANIFEST_ID) return manifestModule(current, { prerendered: isBuild && !loadOptions?.ssr })
      if (bareId(real) === FONTS_ID) return fontsModule(current)
      if (bareId(real) === GALLERY_ID) return isBuild ? EMPTY_GALLERY : galleryModule(current, await loadIconSet())
      return this.error(`No site module ${real}`)
    },
    async transformIndexHtml(html, context) {
      if ('modules' in options) return withHtmlAttributes(html, (await options.modules).html)
      // The language of the address asked for (/fr/… is French, Arabic right to left), as the build writes it: the
      // SPA fallback's `path` is /index.html, `originalUrl` the address.
      const route = normalizeRoute((context.originalUrl ?? context.path).split(/[?#]/)[0]!)
      if (!isBuild) await lookFirst(route)
      else loadFirst()
      const kept = preview?.html[route]
      const attributes = kept ?? (current && htmlAttributes(current, route))
      if (attributes !== undefined) remember(shownRoutes, route)
      const drawnPage = kept !== undefined ? preview?.pages[route] : undefined
      const withPage = drawnPage ? withDrawnPage(html, drawnPage) : html
      const page = attributes !== undefined ? withHtmlAttributes(withPage, attributes) : withPage
      // The dev overlay speaks to the author: their file, line and fix, not Vite's tip about vite.config.ts.
      return isBuild ? page : page.replace('</head>', `<style>${OVERLAY_STYLE}</style></head>`)
    },
    configureServer(server) {
      devServer = server
      warn = (text) => server.config.logger.warn(text, { timestamp: true })
      info = (text) => server.config.logger.info(text, { timestamp: true })
      fail = (text) => server.config.logger.error(text, { timestamp: true })
      server.httpServer?.once('listening', () =>
        setImmediate(() => {
          if (!startFromSnapshot()) startCold()
        }),
      )
      // While pages are served from the snapshot, each request puts off the whole load until the server is idle; while
      // the page files are read ahead, that waits for the requests in hand (nextSlice).
      server.middlewares.use((_req, res, next) => {
        if (preview) loadWhenIdle()
        if (ahead) {
          answering++
          res.once('close', () => {
            answering--
            if (answering === 0) for (const go of whenAnswered.splice(0)) go()
          })
        }
        next()
      })
      // A tab that connects (opened, reloaded, or back after a restart) is told the errors of the files as they are
      // now, and nothing when they are valid. Errors are never broadcast with no tab open (showErrors), so Vite has
      // no old error buffered to replay to it.
      server.ws.on('vite:client:connect', (_data, client) => {
        if (errors.length > 0) client.send(errorPayload(errors))
      })
      // The file whose errors are shown from a save of it alone (reloadPage): its next save may be taken alone too.
      let alone: string | undefined
      const refresh = () => refreshModules(server)
      const wholeSite = () => {
        pending = undefined
        const before = JSON.stringify(errors)
        const started = performance.now()
        const found = load()
        alone = undefined
        if (found.length > 0) {
          if (JSON.stringify(found) !== before) showErrors(server, errors)
          return
        }
        refresh()
        server.config.logger.info(
          `site: checked the whole site (${current?.pages.length ?? 0} pages, in ${Math.round(performance.now() - started)} ms)`,
          { timestamp: true },
        )
        // Errors the save alone showed are gone only now (none, in fact, when it showed none): the overlay closes.
        if (before !== '[]') server.ws.send({ type: 'custom', event: 'site:update' })
      }
      const onChange = (file: string, event: 'change' | 'add' | 'unlink') => {
        if (!resolve(file).startsWith(siteDir)) return
        forgetFile(file)
        if (!loadedOnce) return loadFirst()
        clearTimeout(pending)
        pending = undefined
        // A tab opened while the site had never loaded has no app running: it loads the page again.
        const shown = current !== undefined
        const started = performance.now()
        // One page file's edit, on a site valid but for that file: that file alone (load.ts reloadPage).
        const single =
          event === 'change' &&
          current &&
          (errors.length === 0 || alone === resolve(file)) &&
          'reloadPage' in options &&
          options.reloadPage
            ? options.reloadPage(current, file)
            : undefined
        if (single) {
          pending = setTimeout(wholeSite, 1500)
          pending.unref?.()
          if (!single.ok) {
            alone = resolve(file)
            errors = single.errors
            return showErrors(server, errors)
          }
          alone = undefined
          errors = []
          current = single.site
        } else {
          alone = undefined
          if (load().length > 0) return showErrors(server, errors)
          refresh()
        }
        const ms = Math.round(performance.now() - started)
        server.config.logger.info(
          single
            ? `site: reloaded content (${relative(process.cwd(), file)} alone, in ${ms} ms; the whole site is checked once saves pause)`
            : `site: reloaded content (${current?.pages.length ?? 0} pages, in ${ms} ms)`,
          { timestamp: true },
        )
        server.ws.send(shown ? { type: 'custom', event: 'site:update' } : { type: 'full-reload' })
      }
      // The site folder is watched by Node's own recursive watch (a watch per folder): Vite's watcher (chokidar) lists
      // every file of a folder with a stat each, seconds of CPU at 10,000 pages after every start, while the first
      // saves wait. A file's events are taken once it is still for a moment, and once per size and time of change
      // (a save is often told twice).
      const stamps = new Map<string, string>()
      const timers = watchTimers
      const settled = (file: string) => {
        timers.delete(file)
        let stamp = ''
        try {
          const stat = statSync(file, { bigint: true })
          stamp = stat.isFile() ? `${stat.size}:${stat.mtimeNs}` : 'folder'
        } catch {
          // Gone: an unlink.
        }
        const before = stamps.get(file)
        if (stamp === before && stamp !== 'folder') return
        if (stamp) stamps.set(file, stamp)
        else stamps.delete(file)
        const known = files.includes(file)
        onChange(file, !stamp ? 'unlink' : known && stamp !== 'folder' ? 'change' : 'add')
      }
      if (recursiveWatch) {
        try {
          siteWatcher = watch(siteDir, { recursive: true }, (_event, name) => {
            if (name === null) return
            const file = join(siteDir, String(name))
            clearTimeout(timers.get(file))
            timers.set(
              file,
              setTimeout(() => settled(file), 15),
            )
          })
        } catch {
          siteWatcher = undefined
        }
      }
      if (!siteWatcher) {
        server.watcher.add(siteDir)
        server.watcher.on('change', (file) => onChange(file, 'change'))
        server.watcher.on('add', (file) => onChange(file, 'add'))
        server.watcher.on('unlink', (file) => onChange(file, 'unlink'))
      }
      // Page data at the addresses the build writes it to (src/shared/routes.ts), always as the files are now.
      server.middlewares.use(async (req, res, next) => {
        const url = (req.url ?? '').split('?')[0]!
        if (!url.startsWith('/_data/')) return next()
        icons ??= await loadIconSet()
        const kept = preview?.data[url]
        if (kept === undefined) loadFirst()
        const json = kept ?? (current && dataAtUrl(current, url, icons))
        if (!json) return void res.writeHead(404).end()
        remember(shownData, url)
        res.setHeader('Content-Type', 'application/json')
        res.setHeader('Cache-Control', 'no-store')
        res.end(json)
      })
      // Site assets are served at /assets/… from site/assets, as they are in the build.
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0]!
        if (!url.startsWith('/assets/')) return next()
        const file = join(siteDir, decodeURIComponent(url))
        if (!file.startsWith(join(siteDir, 'assets')) || !existsSync(file) || !statSync(file).isFile()) return next()
        res.setHeader('Content-Type', CONTENT_TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream')
        createReadStream(file).pipe(res)
      })
    },
    buildEnd() {
      // A closed dev server loads nothing more (its folder may be gone); the snapshot it had to write is written now.
      closed = true
      clearTimeout(pending)
      pending = undefined
      clearTimeout(idleTimer)
      preview = undefined
      if (snapshotTimer) keepSnapshot()
      siteWatcher?.close()
      siteWatcher = undefined
    },
    hotUpdate({ file }) {
      // YAML edits are handled above with fresh data modules; never let them trigger a full reload.
      if (resolve(file).startsWith(siteDir)) return []
      return undefined
    },
  }
}

/** How many pages (and page data) a snapshot keeps: the addresses served last. */
const SNAPSHOT_PAGES = 50

/**
 * How long a start served from the snapshot waits before it loads the whole site (which holds the server for a second
 * or two at 10,000 pages): for a first request (a tab reloading after the restart), then for a moment without one
 * (a page's modules are asked for in waves, apart while the browser runs them). A save, or a page the snapshot lacks,
 * loads it at once.
 */
const FIRST_REQUEST_MS = 3000
const IDLE_MS = 1000
/** How long reading ahead waits for the requests in hand to be answered before it reads on anyway (startCold). */
const AHEAD_WAIT_MS = 2000
/**
 * How many page files must be left to read for a cold start to read ahead and show a first look (startCold): with
 * fewer, the whole load takes about as long as the first look, and it is made at once, as on any small site.
 */
const FIRST_LOOK_FROM = 1000

/** A build's site module, from the text the build gave (a gallery is for the dev server alone). */
function builtModule(id: string, modules: SiteModules, ssr: boolean): string {
  const bare = bareId(id)
  if (bare === MANIFEST_ID) return ssr ? modules.serverManifest : modules.manifest
  if (bare === FONTS_ID) return modules.fonts
  if (bare === GALLERY_ID) return EMPTY_GALLERY
  throw new Error(`No site module ${id}`)
}

/** index.html with a page's `<html>` attributes. */
function withHtmlAttributes(html: string, attributes: string): string {
  return html.replace(/<html lang="[^"]*"/, `<html ${attributes}`)
}

/**
 * index.html with a page the last start drew (dev-snapshot.ts): shown as it is while the app's code loads, which then
 * draws the page in its place (src/app/hydrate.tsx). `inert` until then: a click or a keystroke on it would be lost.
 */
function withDrawnPage(html: string, page: DevPage): string {
  return html
    .replace('<!--site-head-->', page.styles)
    .replace('<div id="root"><!--site-app--></div>', `<div id="root" ${PREVIEW_ATTRIBUTE} inert>${page.html}</div>`)
}

/** The attribute of #root that marks a drawn page as a preview (src/shared/root-data.ts). */
const PREVIEW_ATTRIBUTE = `data-${ROOT_ATTRIBUTES.preview}`

/** Makes every `virtual:site` module be loaded again (after the site changed). */
function refreshModules(server: ViteDevServer) {
  for (const env of Object.values(server.environments)) {
    for (const mod of env.moduleGraph.idToModuleMap.values())
      if (mod.id?.startsWith('\0virtual:site')) env.moduleGraph.invalidateModule(mod)
  }
}

/** Node's recursive fs.watch is a watch per folder on Linux since Node 20, and native on macOS and Windows. */
const recursiveWatch = Number(process.versions.node.split('.')[0]) >= 20

/** Hides the parts of Vite's error overlay that are about the tool (its tip names vite.config.ts), in dev only. */
const OVERLAY_STYLE = 'vite-error-overlay::part(tip),vite-error-overlay::part(plugin){display:none}'

/** Reports content errors in the terminal and in the overlay of every open tab. */
function showErrors(server: ViteDevServer, errors: ContentError[]) {
  const report = formatErrors(errors, 'human', { color: true })
  server.config.logger.error(`site: content errors, showing the last valid version\n${report}`, { timestamp: true })
  // With no tab open, Vite would keep this error and replay it to the next tab, even once the file is fixed; a tab
  // that connects later gets the errors of that moment instead (the `vite:client:connect` listener).
  if (server.ws.clients.size > 0) server.ws.send(errorPayload(errors))
}

/** The overlay's message: the first error in full, with its code frame, and how many more the terminal lists. */
function errorPayload(errors: ContentError[]): ErrorPayload {
  const first = errors[0]!
  return {
    type: 'error',
    err: {
      message: `${first.file}:${first.line}:${first.column} ${first.field ? `${first.field}: ` : ''}${first.message}${first.hint ? `\nfix: ${first.hint}` : ''}${errors.length > 1 ? `\n(and ${errors.length - 1} more: see the terminal)` : ''}`,
      stack: '',
      id: first.file,
      frame: codeFrame(first) ?? '',
      plugin: 'zuma-site',
      loc: { file: first.file, line: first.line, column: first.column },
    },
  }
}
