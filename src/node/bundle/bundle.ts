import { createHash } from 'node:crypto'
import { cpSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Manifest } from 'vite'
import { bundleKey, KEPT, keepBundles, keptBundles } from './bundle-cache.ts'
import type { Site } from '../model/site.ts'
import { engineWorker } from '../util/engine-worker.ts'
import { type SiteModules, siteModules } from './virtual-modules.ts'
import { APP_ENTRIES, SERVER_BUNDLE, SHARED_CHUNKS } from '../util/app-entries.ts'
import { blockModule } from '../../shared/names.ts'

/**
 * The two bundles of a build: the browser's (into the build's folder) and the server renderer (into a folder of its
 * own, loaded by the prerender and then removed). Both get the site the build loaded (the text of its modules): it is
 * read and validated once.
 * What the prerender needs of them comes back: the template, the server renderer's file, the build's id and the
 * scripts each page needs, from the bundler's manifest (which is not shipped).
 */

export interface Bundles {
  /** The built index.html (taken out of the build's folder: every page is made from it). */
  template: string
  /** The server renderer's module. */
  serverEntry: string
  /** Names this build's scripts (their hashed names): see src/app/page-loader.ts. */
  buildId: string
  /** The scripts a page needs for the block types it shows first, with their imports. */
  scriptsFor: (blockTypes: string[]) => string[]
  /** Names everything the bundles are built from (bundle-cache.ts bundleKey). */
  bundleKey: string
  /** Whether the bundles were taken from an earlier build's (bundle-cache.ts) instead of built. */
  reused: boolean
}

export async function bundleSite(options: {
  root: string
  site: Site
  /** The build's folder. */
  outDir: string
  /** Where the server renderer is built. */
  serverDir: string
  quiet: boolean
  /** Whether an earlier build's bundles may be reused (bundle-cache.ts); true unless false. These are kept either way. */
  cache?: boolean
}): Promise<Bundles> {
  const { root, site, outDir, serverDir } = options
  const key = bundleKey(site)
  const kept = options.cache === false ? undefined : keptBundles(root, key)
  if (kept) {
    cpSync(join(kept, KEPT.client), outDir, { recursive: true })
    return bundlesOf(
      readFileSync(join(kept, KEPT.template), 'utf8'),
      readFileSync(join(kept, KEPT.manifest), 'utf8'),
      join(kept, KEPT.server, SERVER_BUNDLE),
      key,
      true,
    )
  }
  const built = await buildBundles({
    root,
    siteDir: site.siteDir,
    modules: Promise.resolve(siteModules(site)),
    outDir,
    serverDir,
    quiet: options.quiet,
  })
  return keptAndReady(root, key, { outDir, serverDir }, built)
}

/** What building the two bundles leaves besides their files: the template and the bundler's manifest. */
export interface BuiltBundles {
  template: string
  manifest: string
}

interface BundleFolders {
  /** The build's folder, which the browser's bundle goes into. */
  outDir: string
  /** The server renderer's folder. */
  serverDir: string
}

/**
 * Runs Vite twice: the browser's bundle and the server renderer. The site's part (its virtual modules) is awaited only
 * where a module needs it, so the bundler may do the rest before the site is checked (bundlesAhead).
 */
export async function buildBundles(
  options: BundleFolders & { root: string; siteDir: string; modules: Promise<SiteModules>; quiet: boolean },
): Promise<BuiltBundles> {
  const { root, outDir, serverDir } = options
  const site = { siteDir: options.siteDir, modules: options.modules }
  allocateLazily()
  // Loaded only when the bundles are built: a build that takes the kept ones never loads Vite and its React plugin
  // (a quarter of a second at every start).
  const [{ build: viteBuild, mergeConfig }, { engineViteConfig }] = await Promise.all([
    import('vite'),
    import('./vite-config.ts'),
  ])
  const common = {
    configFile: false as const,
    logLevel: options.quiet ? ('silent' as const) : ('warn' as const),
    mode: 'production',
  }
  // The browser's bundle and the server's are built at once: each waits on the other's native bundling at times. Both
  // are settled before this returns or throws: nothing writes into the folders after (a build that stops removes them).
  const builds = await Promise.allSettled([
    viteBuild(mergeConfig(engineViteConfig({ root, site }), { ...common, build: { outDir, emptyOutDir: true } })),
    viteBuild(
      mergeConfig(engineViteConfig({ root, site, ssr: true }), {
        ...common,
        build: {
          ssr: APP_ENTRIES.server,
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          ssrManifest: false,
          rollupOptions: { output: { entryFileNames: SERVER_BUNDLE } },
        },
      }),
    ),
  ])
  for (const build of builds) if (build.status === 'rejected') throw build.reason
  const manifest = readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')
  rmSync(join(outDir, '.vite'), { recursive: true, force: true })
  const template = readFileSync(join(outDir, 'index.html'), 'utf8')
  rmSync(join(outDir, 'index.html'))
  return { template, manifest }
}

/**
 * Rolldown, Vite's bundler, allocates with mimalloc, which by default commits its arenas eagerly and keeps them: about
 * 240 MB stayed in the build's process after the two bundles, through every page's render. Without (mimalloc reads
 * this when Rolldown's binary loads), a 1,000-page cold build peaked at 527 MB instead of 649 (medians of 8
 * interleaved pairs; time 1.02x, within the machine's noise). Set before the bundles' thread starts: a thread's
 * `process.env` is its own copy, and mimalloc reads the process's.
 */
function allocateLazily() {
  process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= '0'
}

/** Bundles just built, kept for the next build (even when not reused: a cold build leaves what the next may reuse). */
function keptAndReady(root: string, key: string, folders: BundleFolders, built: BuiltBundles): Bundles {
  // The build's folder holds the browser's files alone until the pages come.
  keepBundles(root, key, { clientDir: folders.outDir, serverDir: folders.serverDir, ...built })
  return bundlesOf(built.template, built.manifest, join(folders.serverDir, SERVER_BUNDLE), key, false)
}

/** Bundles being built in a thread of their own (bundlesAhead). */
export interface BundlesAhead {
  /** Gives the thread the checked site, and returns the bundles once built. */
  finish(site: Site): Promise<Bundles>
  /** Stops them (the site has errors): resolves once nothing more is written. */
  abandon(): Promise<void>
}

const BUNDLE_WORKER = new URL('./bundle-worker.ts', import.meta.url)

/**
 * The bundles begun before the site is checked, in a thread of their own (bundle-worker.ts): a cold build's bundler
 * then works while the site is read and checked on this thread, and waits only for the site's own modules (its
 * settings, as `finish` hands them over). Used when there are no kept bundles to reuse (bundle-cache.ts
 * keptForCode): the thread would otherwise build what the build then takes from the cache.
 */
export function bundlesAhead(options: BundleFolders & { root: string; siteDir: string; quiet: boolean }): BundlesAhead {
  allocateLazily()
  const worker = engineWorker(BUNDLE_WORKER, { workerData: { ...options } })
  const result = new Promise<BuiltBundles>((resolve, reject) => {
    worker.once('message', (reply: BundleReply) => ('built' in reply ? resolve(reply.built) : reject(reply.error)))
    worker.once('error', reject)
    worker.once('exit', (code) =>
      reject(new Error(`the bundles' thread stopped (exit code ${code}) before it answered`)),
    )
  })
  result.catch(() => {})
  return {
    async finish(site) {
      const key = bundleKey(site)
      worker.postMessage({ modules: siteModules(site) } satisfies BundleRequest)
      try {
        return keptAndReady(options.root, key, options, await result)
      } finally {
        await worker.terminate()
      }
    },
    async abandon() {
      worker.postMessage({ abandon: true } satisfies BundleRequest)
      await result.catch(() => {})
      await worker.terminate()
    },
  }
}

/** What the build's thread tells the bundles' thread: the site's modules, or that the build stopped. */
export type BundleRequest = { modules: SiteModules } | { abandon: true }
/** What the bundles' thread answers. */
export type BundleReply = { built: BuiltBundles } | { error: unknown }

function bundlesOf(template: string, manifestText: string, serverEntry: string, key: string, reused: boolean): Bundles {
  const manifest = JSON.parse(manifestText) as Manifest
  const chunks = { manifest, keys: manifestIndex(manifest) }
  return {
    template,
    serverEntry,
    // An open page of an earlier build, meeting data of this one, loads it as a new document (page-loader.ts).
    buildId: createHash('sha256').update(manifestText).digest('base64url').slice(0, 12),
    scriptsFor: (blockTypes) => preloadsFor(chunks, blockTypes),
    bundleKey: key,
    reused,
  }
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
  add(APP_ENTRIES.hydrate)
  // The block registry and the block renderer come with the first block's code: the app looks the block's chunk up in
  // the one and draws it with the other.
  if (blockTypes.length > 0) {
    add(keys.get(APP_ENTRIES.registry))
    add(keys.get(APP_ENTRIES.renderer))
  }
  for (const type of blockTypes) add(keys.get(blockModule(type)))
  // React and the core first: they are the largest and evaluated first (client.tsx requests them in this order).
  const named = (chunk: string, href: string) => href.slice(href.lastIndexOf('/') + 1).startsWith(`${chunk}-`)
  const rank = (href: string) => (named(SHARED_CHUNKS.react, href) ? 0 : named(SHARED_CHUNKS.core, href) ? 1 : 2)
  return [...wanted].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}
