import type { Thing } from 'schema-dts'
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  organizationJsonLd,
  serviceJsonLd,
  type ArticleFacts,
} from './structured-data.ts'
import { valueAt } from '../model/connect.ts'
import type { PageRecord, Site } from '../model/site.ts'
import type { ContractTable, StructuredDataDeclaration } from '../content/contracts.ts'

/**
 * What a page tells search engines about itself (its JSON-LD), from the content model alone: the things its blocks
 * declare they describe (`x-structured-data` in their schemas: an article, a service, questions and answers, the
 * organisation), or the page file itself (`describes`), the organisation on the home page, and the breadcrumb trail
 * of a nested page. No block type is named
 * here; a new block describes something by declaring it.
 */

export interface PageStructuredData {
  things: Thing[]
  /** The page's article, when it shows one (its Open Graph type and date). */
  article?: ArticleFacts
}

/** The structured data of one page (nothing for a not-found page). */
export function pageStructuredData(site: Site, page: PageRecord, contracts: ContractTable): PageStructuredData {
  if (page.data.notFound) return { things: [] }
  const { config } = site
  const things: Thing[] = []
  let article: ArticleFacts | undefined
  let organization = page.route === '/'
  for (const block of page.data.blocks) {
    const declared = contracts.get(block.type)?.structuredData
    if (!declared) continue
    const text = (pointer: string | undefined) => {
      const value = pointer === undefined ? undefined : valueAt(block, pointer)
      return typeof value === 'string' ? value : undefined
    }
    switch (declared.type) {
      case 'Organization':
        organization = true
        break
      case 'Article': {
        const facts = articleFacts(declared, text, page)
        article ??= facts
        things.push(articleJsonLd(config, facts))
        break
      }
      case 'Service':
        things.push(
          serviceJsonLd(config, {
            route: page.route,
            name: text(declared.name) ?? page.navLabel,
            description: text(declared.description) ?? page.data.description,
            image: text(declared.image),
            category: text(declared.category),
          }),
        )
        break
      case 'FAQPage': {
        const items = valueAt(block, declared.items)
        if (!Array.isArray(items)) break
        things.push(
          faqJsonLd(
            items.map((item: Record<string, unknown>) => ({
              question: String(item[declared.question]),
              answer: item[declared.answer] as string | string[],
            })),
          ),
        )
        break
      }
    }
  }
  // A page that says what it is about, and no block of which does (a hand-written service page).
  if (page.describes === 'Service' && !things.some((thing) => (thing as { '@type'?: string })['@type'] === 'Service'))
    things.push(
      serviceJsonLd(config, {
        route: page.route,
        name: page.navLabel,
        description: page.data.description,
        image: page.data.image?.src,
      }),
    )
  if (organization) things.unshift(organizationJsonLd(config))
  const trail = breadcrumbTrail(site, page.route)
  if (trail) things.push(breadcrumbJsonLd(config, trail))
  return { things, article }
}

function articleFacts(
  declared: Extract<StructuredDataDeclaration, { type: 'Article' }>,
  text: (pointer: string | undefined) => string | undefined,
  page: PageRecord,
): ArticleFacts {
  return {
    route: page.route,
    title: text(declared.title) ?? page.data.title,
    description: text(declared.description) ?? page.data.description,
    date: text(declared.date),
    author: text(declared.author),
    section: text(declared.section),
    image: text(declared.image),
  }
}

/** Each route's label for a trail: made once per site's routes, not once per page (a thousand pages, a million steps). */
const labelTables = new WeakMap<object, WeakMap<object, Map<string, string>>>()
function routeLabels(site: Pick<Site, 'routes' | 'config'>): Map<string, string> {
  const byConfig = labelTables.get(site.routes) ?? new WeakMap<object, Map<string, string>>()
  labelTables.set(site.routes, byConfig)
  let labels = byConfig.get(site.config)
  if (!labels) {
    labels = new Map(site.routes.map((r) => [r.route, r.navLabel]))
    for (const link of site.config.navigation.links) labels.set(link.href, link.label)
    byConfig.set(site.config, labels)
  }
  return labels
}

/**
 * The trail to a nested page (two steps or more below the home page: /services/cloud-security, not /about): each step
 * a page of the site, named as the header names it, else by its own short name (its `navLabel`). Steps with no page of
 * their own are left out, and so is the home page unless the trail would have only one step (search engines show a
 * trail from its first section; every byte here is in the page's first round trip).
 */
export function breadcrumbTrail(
  site: Pick<Site, 'routes' | 'config'>,
  route: string,
): Array<{ name: string; route: string }> | undefined {
  const parts = route.split('/').filter(Boolean)
  if (parts.length < 2) return undefined
  const labels = routeLabels(site)
  const named = (step: string) => {
    const name = labels.get(step)
    return name ? [{ name, route: step }] : []
  }
  const trail = parts.flatMap((_, index) => named(`/${parts.slice(0, index + 1).join('/')}`))
  return trail.length < 2 ? [...named('/'), ...trail] : trail
}
