import { statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { robotsTxt, sitemapXml, webManifest, type IconFile } from './html.ts'
import { siteFeeds } from './feeds.ts'
import type { PageRecord, Site } from '../model/site.ts'

/**
 * The files a built site has beside its pages: sitemap.xml, robots.txt, the web manifest, the feeds (feeds.ts), and
 * the favicon set that the pages' heads and the manifest name.
 */

/** Where the web manifest is served; the boot script links it after the first paint (#root's data-manifest). */
export const WEB_MANIFEST = '/site.webmanifest'

/** The favicon set (scripts/make-icons.ts draws the PNGs); each is linked only if the site has the file. */
const ICONS: IconFile[] = [
  { src: '/assets/brand/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  { src: '/assets/brand/favicon-32.png', sizes: '32x32', type: 'image/png' },
  { src: '/assets/brand/apple-touch-icon.png', sizes: '180x180', type: 'image/png', apple: true },
  { src: '/assets/brand/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/assets/brand/icon-512.png', sizes: '512x512', type: 'image/png' },
]

/** The icons of the favicon set that the site has. */
export function siteIcons(site: Site): IconFile[] {
  return ICONS.filter((icon) => site.assets.has(icon.src))
}

/**
 * Where the build says when its output next changes by itself (the next publishAt or unpublishAt): a scheduled job
 * (the GitHub workflow `publish.yml`, or a host's build hook) reads it from the live site and rebuilds once that moment
 * has passed. Served like a page (revalidated), never cached for long.
 */
export const SCHEDULE_FILE = '/schedule.json'

/** The schedule file's content: when the build published for, and the next moment its output changes (or null). */
export function scheduleJson(site: Pick<Site, 'nextChange'>, buildTime: Date): string {
  return `${JSON.stringify({ builtFor: buildTime.toISOString(), nextChange: site.nextChange?.toISOString() ?? null }, null, 2)}\n`
}

/** Writes sitemap.xml, robots.txt, the web manifest, the feeds and the schedule file into the build's folder. */
export async function writeSiteFiles(
  site: Site,
  options: { root: string; dir: string; write: (file: string, content: string) => Promise<void>; buildTime: Date },
): Promise<void> {
  const { root, dir, write } = options
  await write(join(dir, SCHEDULE_FILE), scheduleJson(site, options.buildTime))
  await write(
    join(dir, 'sitemap.xml'),
    sitemapXml(
      site.config,
      // A fallback page is a copy of its default-language page (its canonical): search engines are not sent to it.
      site.pages
        .filter((p) => !p.locale?.fallbackOf)
        .map((p) => ({ route: p.route, lastModified: lastModified(p, root), locale: p.locale })),
      site.locales?.default.code,
    ),
  )
  await write(join(dir, 'robots.txt'), robotsTxt(site.config))
  await write(join(dir, WEB_MANIFEST), webManifest(site.config, siteIcons(site)))
  for (const feed of siteFeeds(site, root)) await write(join(dir, feed.path), feed.content)
}

/** When a page's content last changed: its YAML file, or the collection item's file if that changed later. */
function lastModified(page: PageRecord, root: string): Date {
  const files = [page.file, ...(page.entry ? [page.entry.file] : [])]
  return new Date(Math.max(...files.map((file) => statSync(resolve(root, file)).mtimeMs)))
}
