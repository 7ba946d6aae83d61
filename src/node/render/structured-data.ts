import type {
  Article,
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  Graph,
  OpeningHoursSpecification,
  Organization,
  PostalAddress,
  Service,
  Thing,
  WithContext,
} from 'schema-dts'
import type { SiteConfig } from '../../shared/types.ts'

/**
 * The schema.org things a page describes, typed by schema-dts (types only: nothing of it reaches a bundle), built from
 * site.yaml and the facts the page's blocks declare (page-structured-data.ts reads the declarations). A misspelt
 * property or a value of the wrong kind is a type error here, not a silent gap in search results.
 */

/** An address on the site as an absolute URL (`/about` → `https://…/about`); absolute addresses are kept. */
export function absoluteUrl(config: SiteConfig, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${config.url}${path === '/' ? '/' : path}`
}

/** The node id of the site's organisation, which other things (an article's publisher, a service's provider) name. */
export function organizationId(config: SiteConfig): string {
  return `${config.url}/#organization`
}

type Company = SiteConfig['company']
/** The kinds of organisation site.yaml may name (`company.type`). */
export type OrganizationType = NonNullable<Company['type']>

/** Kinds that are not a place visitors come to: no opening hours, and the coordinates belong to their office. */
const NOT_A_PLACE: ReadonlySet<OrganizationType> = new Set([
  'Organization',
  'Corporation',
  'NGO',
  'EducationalOrganization',
  'GovernmentOrganization',
])

/**
 * The site's organisation (home and contact pages), from site.yaml `company`: its kind (`type`, Organization by
 * default), name, logo, phone, e-mail, postal address field by field and profiles elsewhere; a business visitors come
 * to (LocalBusiness and its kinds: ProfessionalService, MedicalClinic …) also gets its coordinates and opening hours.
 * Kept to what search engines use: every byte is in the page's first round trip (a ContactPoint would only repeat
 * the phone and e-mail).
 */
export function organizationJsonLd(config: SiteConfig): Organization {
  const { company } = config
  const { address, geo, social } = company
  const type = company.type ?? 'Organization'
  const place = !NOT_A_PLACE.has(type)
  const coordinates = geo && { '@type': 'GeoCoordinates' as const, latitude: geo.latitude, longitude: geo.longitude }
  const hours = place ? openingHours(company.hours) : []
  const postal: PostalAddress = {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.locality,
    ...(address.region ? { addressRegion: address.region } : {}),
    ...(address.postalCode ? { postalCode: address.postalCode } : {}),
    addressCountry: address.country,
  }
  return {
    '@type': type,
    '@id': organizationId(config),
    name: company.name,
    url: `${config.url}/`,
    logo: absoluteUrl(config, company.logo.src),
    email: company.email,
    telephone: company.phone,
    address: postal,
    // A place has coordinates of its own; an organisation's are its office's (a Place).
    ...(coordinates ? (place ? { geo: coordinates } : { location: { '@type': 'Place', geo: coordinates } }) : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(social?.length ? { sameAs: social.map((link) => absoluteUrl(config, link.href)) } : {}),
  }
}

/** The opening hours given as data (`weekdays`, `opens`, `closes`); lines without them (closed days) say nothing. */
function openingHours(hours: Company['hours']): OpeningHoursSpecification[] {
  return hours.flatMap((line) =>
    line.weekdays && line.opens && line.closes
      ? [
          {
            '@type': 'OpeningHoursSpecification' as const,
            dayOfWeek: line.weekdays as DayOfWeek[],
            opens: line.opens,
            closes: line.closes,
          },
        ]
      : [],
  )
}

export interface ArticleFacts {
  route: string
  title: string
  description: string
  date?: string
  author?: string
  section?: string
  image?: string
}

/** An article (or a case study) of the site, from its collection item. */
export function articleJsonLd(config: SiteConfig, article: ArticleFacts): Article {
  const url = absoluteUrl(config, article.route)
  return {
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(article.date ? { datePublished: article.date, dateModified: article.date } : {}),
    ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
    ...(article.section ? { articleSection: article.section } : {}),
    ...(article.image ? { image: absoluteUrl(config, article.image) } : {}),
    inLanguage: config.language,
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(config),
      name: config.company.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(config, config.company.logo.src) },
    },
  }
}

export interface ServiceFacts {
  route: string
  name: string
  description: string
  image?: string
  category?: string
}

/** A service the organisation provides, from its collection item. */
export function serviceJsonLd(config: SiteConfig, service: ServiceFacts): Service {
  return {
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: absoluteUrl(config, service.route),
    ...(service.image ? { image: absoluteUrl(config, service.image) } : {}),
    ...(service.category ? { serviceType: service.category } : {}),
    // The organisation by its id: the home and contact pages describe it in full.
    provider: { '@id': organizationId(config) },
  }
}

/** Questions and their answers (an answer of several paragraphs is one text, paragraphs apart). */
export function faqJsonLd(questions: ReadonlyArray<{ question: string; answer: string | readonly string[] }>): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: typeof answer === 'string' ? answer : answer.join('\n\n') },
    })),
  }
}

/** The trail from the home page to a page: each step's name and address (the last step is the page itself: no address). */
export function breadcrumbJsonLd(
  config: SiteConfig,
  steps: ReadonlyArray<{ name: string; route: string }>,
): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(index < steps.length - 1 ? { item: absoluteUrl(config, step.route) } : {}),
    })),
  }
}

/** A page's things as one JSON-LD document: the thing itself when there is one, else a graph of them. */
export function jsonLdDocument(things: readonly Thing[]): WithContext<Thing> | Graph | undefined {
  if (things.length === 0) return undefined
  if (things.length === 1) return { '@context': 'https://schema.org', ...(things[0] as Exclude<Thing, string>) }
  return { '@context': 'https://schema.org', '@graph': things }
}
