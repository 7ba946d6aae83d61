import { join } from 'node:path'
import { assetInliner, fitsFirstRoundTrip, leadImageOf, withValueAt } from './lead-image.ts'
import { headTags, iconTags, renderDocument, withStructuredData, type LeadPicture } from './html.ts'
import { pageFeedLinks } from './feeds.ts'
import { pageStructuredData } from './page-structured-data.ts'
import { jsonLdDocument } from './structured-data.ts'
import { siteIcons, WEB_MANIFEST } from './site-files.ts'
import { prepareTemplate } from './template.ts'
import { valueAt } from '../model/connect.ts'
import { dataUrlOf, pageDataJson } from '../model/page-data.ts'
import { loadIconSet } from '../model/page-extras.ts'
import type { PageRecord, Site } from '../model/site.ts'
import { blockContracts } from '../content/contracts.ts'
import type { PageRenderer } from '../../shared/rendered-page.ts'
import type { Picture } from '../../shared/picture.ts'

/**
 * The prerender: every page and not-found page of the site rendered to HTML by the server renderer, written with its
 * data file. The page's data goes to the renderer as the same bytes the browser fetches, so both render the same
 * data; the HTML around the app (head, #root's list of scripts, the boot script) is html.ts's.
 */

export interface PrerenderOptions {
  /** The build's folder: the bundles are in it, the pages go into it. */
  dir: string
  /** The built index.html, the template of every page (template.ts tunes it once). */
  template: string
  /** The boot script's code, inlined at the end of every page (boot-script.ts). */
  boot: string
  /** The server renderer (src/app/server.tsx as built). */
  server: PageRenderer
  /** Names this build: the pages and their data carry it (#root's data-build, the data's `build`). */
  buildId: string
  /** The scripts a page needs for its first block types, from the bundler's manifest (bundle/bundle.ts). */
  scriptsFor: (blockTypes: string[]) => string[]
  write: (file: string, content: string) => Promise<void>
  /** Handed each published page's HTML as it is written (the search index, search-index.ts); not-found pages are not. */
  published?: (page: PageRecord, html: string) => Promise<void>
}

/** Renders and writes every page of the site and its data file. */
export async function prerenderPages(site: Site, options: PrerenderOptions): Promise<void> {
  const { dir, server, buildId, write } = options
  const contracts = blockContracts()
  const inline = assetInliner(site.siteDir)
  const { html: template, entry } = await prepareTemplate(options.template, dir, site, inline, options.boot)
  const iconLinks = iconTags(siteIcons(site))
  const iconSet = await loadIconSet()
  for (const page of [...site.pages, ...site.notFound]) {
    const isNotFound = page.data.notFound === true
    const dataUrl = dataUrlOf(page)
    const lead = leadImageOf(page, contracts)
    const { things, article } = pageStructuredData(site, page, contracts)
    const alternates = pageFeedLinks(site, page, contracts)
    // The page's data (as the browser fetches it on hydration and on client-side navigation), with a small lead
    // image inside it (a data URL, lead-image.ts).
    const picture = lead && leadPicture(page, lead.pointer)
    const inlined = lead && !picture && inline(lead.src)
    let json = pageDataJson(
      inlined && lead ? withValueAt(page.data, lead.pointer, inlined) : page.data,
      iconSet,
      page.locale?.code ?? site.config.language,
      buildId,
    )
    // The renderer gets the same bytes as the browser, so both render the same data.
    const rendered = isNotFound ? await server.renderNotFound(page.route, json) : await server.render(page.route, json)
    const documentFor = (body: string, leadImage: string | LeadPicture | undefined) =>
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
          alternates,
          ogType: article ? 'article' : 'website',
          ogExtra: article?.date ? { 'article:published_time': article.date } : {},
          locale: page.locale,
          defaultLocale: site.locales?.default.code,
        }),
        body,
        {
          entry,
          preloads: options.scriptsFor(rendered.preloadTypes).filter((href) => !entry.includes(href)),
          dataUrl,
          manifest: WEB_MANIFEST,
          build: buildId,
        },
        page.locale,
      )
    let html = documentFor(rendered.html, picture ?? (inlined ? undefined : lead?.src))
    if (inlined && lead && !fitsFirstRoundTrip(html)) {
      // With the picture inside, the page would miss its first round trip: the picture is preloaded instead. The
      // same page, with the picture's address where its data URL was (a data URL has no character HTML or JSON
      // escapes, so it reads the same in both).
      json = json.replaceAll(inlined, lead.src)
      html = documentFor(rendered.html.replaceAll(inlined, lead.src), lead.src)
    }
    await write(join(dir, dataUrl), json)
    const target = isNotFound ? join(dir, page.route, '404.html') : join(dir, page.route, 'index.html')
    const document = withStructuredData(html, jsonLdDocument(things))
    await write(target, document)
    if (!isNotFound) await options.published?.(page, document)
  }
}

/** The preload of a page's lead photograph (its best format's variants), when the build made variants of it. */
function leadPicture(page: PageRecord, pointer: string): LeadPicture | undefined {
  const picture = valueAt(page.data, pointer.replace(/\/src$/, '/picture')) as Picture | undefined
  const best = picture?.sources[0]
  return picture && best ? { type: best.type, srcset: best.srcset, sizes: picture.sizes } : undefined
}
