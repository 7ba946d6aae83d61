import type { ArticlesEntry, CaseStudiesEntry, Category, WhitePapersEntry } from '../../src/generated/schema-types.ts'
import type { CollectionEntry } from '../../src/shared/types.ts'

/** A complete case study as the page data holds it (fields, id, route), with `overrides` applied. */
export function caseStudy(id: string, overrides: Partial<CaseStudiesEntry> = {}): CaseStudiesEntry & CollectionEntry {
  return {
    id,
    route: `/case-studies/${id}`,
    title: `Study ${id}`,
    client: `Client of ${id}`,
    category: 'Cybersecurity',
    industry: 'Financial Services',
    duration: '6 months',
    location: 'Lagos, Nigeria',
    description: `What happened at ${id}.`,
    overview: `Overview of ${id}.`,
    challenge: `Challenge of ${id}.`,
    solution: ['First step', 'Second step'],
    results: ['Fewer incidents', 'Audit passed'],
    metrics: [
      { value: '85%', label: 'Less fraud' },
      { value: '24/7', label: 'Monitoring' },
    ],
    testimonial: { quote: `Quote about ${id}.`, author: 'Ada Obi', position: 'CISO' },
    image: { src: `/assets/images/${id}.svg`, alt: `Picture of ${id}` },
    relatedCaseStudies: ['other-one', 'other-two'],
    ...overrides,
  }
}

/** A complete article as the page data holds it. */
export function article(id: string, date: string, category: Category = 'Cybersecurity', overrides: Partial<ArticlesEntry> = {}): ArticlesEntry & CollectionEntry {
  return {
    id,
    route: `/resources/${id}`,
    title: `Article ${id}`,
    excerpt: `Excerpt of ${id}.`,
    date,
    author: 'Chinedu Eze',
    category,
    image: { src: `/assets/images/${id}.svg`, alt: `Picture of ${id}` },
    body: ['A paragraph.'],
    ...overrides,
  }
}

/** A white paper as the page data holds it. */
export function whitePaper(id: string, category: Category): WhitePapersEntry & CollectionEntry {
  const file = `/assets/papers/${id}.pdf`
  return { id, title: `Paper ${id}`, description: `About ${id}.`, category, file, files: { [file]: { bytes: 2726297, pages: 28 } } }
}
