import type { Category } from '../../src/generated/schema-types.ts'
import type { Entry } from '../../src/shared/types.ts'

/** A complete case study as the build hands it to blocks (fields, id, route), with `overrides` applied. */
export function caseStudy(id: string, overrides: Partial<Entry<'case-studies'>> = {}): Entry<'case-studies'> {
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

/** A complete article as the build hands it to blocks. */
export function article(
  id: string,
  date: string,
  category: Category = 'Cybersecurity',
  overrides: Partial<Entry<'articles'>> = {},
): Entry<'articles'> {
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

/** A white paper as the build hands it to blocks. */
export function whitePaper(id: string, category: Category): Entry<'white-papers'> {
  const file = `/assets/papers/${id}.pdf`
  return {
    id,
    title: `Paper ${id}`,
    description: `About ${id}.`,
    category,
    file,
    files: { [file]: { bytes: 2726297, pages: 28 } },
  }
}
