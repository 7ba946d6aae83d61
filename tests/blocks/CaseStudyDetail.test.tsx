// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CaseStudyDetail } from '../../src/blocks/CaseStudyDetail/CaseStudyDetail.tsx'
import type { CaseStudyDetailBlock } from '../../src/generated/schema-types.ts'
import { caseStudy } from '../helpers/collections.ts'
import { renderInSite } from '../helpers/render.tsx'

const block: CaseStudyDetailBlock = {
  type: 'case-study-detail',
  headings: {
    overview: 'Project Overview',
    challenge: 'The Challenge',
    solution: 'Our Solution',
    results: 'The Results',
    gallery: 'Project Gallery',
  },
  details: {
    title: 'Project Details',
    client: 'Client',
    industry: 'Industry',
    duration: 'Duration',
    location: 'Location',
    category: 'Service',
  },
  contact: {
    title: 'Facing a Similar Challenge?',
    text: 'Talk to us.',
    button: { label: 'Contact Us', href: '/contact' },
  },
  related: {
    title: 'Related Case Studies',
    linkLabel: 'View Case Study',
    link: { label: 'View All Case Studies', href: '/case-studies', variant: 'secondary' },
  },
}

const bank = caseStudy('bank', {
  title: 'Securing Digital Banking',
  client: 'Leading Commercial Bank',
  category: 'Cybersecurity',
  industry: 'Financial Services',
  duration: '8 months',
  location: 'Lagos, Nigeria',
  overview: 'A bank with two million customers.',
  challenge: 'Fraud had tripled.',
  solution: ['Built a 24/7 SOC', 'Deployed EDR'],
  results: ['85% less fraud', 'Audit passed'],
  metrics: [
    { value: '85%', label: 'Less fraud' },
    { value: '< 15 min', label: 'Response' },
    { value: '24/7', label: 'Monitoring' },
  ],
  testimonial: {
    quote: 'We see attacks as they happen.',
    author: 'Adaeze Okonkwo',
    position: 'Chief Information Security Officer',
  },
  additionalImages: [
    { src: '/assets/images/soc.svg', alt: 'Security operations centre' },
    { src: '/assets/images/edr.svg', alt: 'Protected branch devices' },
  ],
  relatedCaseStudies: ['government', 'telecom'],
})
// The related studies as the build hands them over: those the study names, in its order (`relatedCaseStudies`).
// Picking and ordering them is the build's job (x-needs `ids`, tested in tests/node/model/connect.test.ts); the block shows what it gets.
const related = [
  caseStudy('government', { title: 'Zero trust for an agency' }),
  caseStudy('telecom', { title: 'Telecom fraud models', category: 'AI & ML', description: 'T'.repeat(130) }),
]

function renderDetail(entry = bank, props: Partial<CaseStudyDetailBlock> = {}, relatedStudies = related) {
  return renderInSite(
    <CaseStudyDetail {...block} {...props} entry={entry} relatedStudies={relatedStudies} categories={undefined} />,
    {
      path: entry.route,
    },
  )
}

describe('CaseStudyDetail', () => {
  it('opens with the category, the title as the only h1 and the client', () => {
    renderDetail()
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Securing Digital Banking'])
    const header = screen.getByRole('heading', { level: 1 }).closest('section')!
    expect(within(header).getByText('Cybersecurity')).toBeTruthy()
    expect(within(header).getByText('Leading Commercial Bank')).toBeTruthy()
  })

  it('shows the headline figures', () => {
    renderDetail()
    for (const text of ['85%', 'Less fraud', '< 15 min', 'Response', '24/7', 'Monitoring'])
      expect(screen.getByText(text)).toBeTruthy()
  })

  it('tells the story under the headings from YAML, in order', () => {
    renderDetail()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Project Overview',
      'The Challenge',
      'Our Solution',
      'The Results',
      'Project Gallery',
      'Project Details',
      'Facing a Similar Challenge?',
      'Related Case Studies',
    ])
    expect(screen.getByText('A bank with two million customers.')).toBeTruthy()
    expect(screen.getByText('Fraud had tripled.')).toBeTruthy()
    const solution = screen.getByRole('region', { name: 'Our Solution' })
    expect(
      within(solution)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Built a 24/7 SOC', 'Deployed EDR'])
    const results = screen.getByRole('region', { name: 'The Results' })
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['85% less fraud', 'Audit passed'])
    const gallery = screen.getByRole('region', { name: 'Project Gallery' })
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Security operations centre', 'Protected branch devices'])
  })

  it("quotes the client with the author's name and position", () => {
    renderDetail()
    const quote = screen.getByText('We see attacks as they happen.').closest('figure')!
    expect(quote.querySelector('blockquote')).not.toBeNull()
    expect(within(quote).getByText('Adaeze Okonkwo')).toBeTruthy()
    expect(within(quote).getByText('Chief Information Security Officer')).toBeTruthy()
  })

  it('lists the project details beside the story, with a Contact Us link', () => {
    renderDetail()
    const sidebar = screen.getByRole('complementary', { name: 'Project Details' })
    const pairs = [...sidebar.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])
    expect(pairs).toEqual([
      ['Client', 'Leading Commercial Bank'],
      ['Industry', 'Financial Services'],
      ['Duration', '8 months'],
      ['Location', 'Lagos, Nigeria'],
      ['Service', 'Cybersecurity'],
    ])
    expect(within(sidebar).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact')
  })

  it('ends with cards for the related studies, in the order it is given them', () => {
    renderDetail()
    const section = screen.getByRole('region', { name: 'Related Case Studies' })
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Zero trust for an agency', 'Telecom fraud models'])
    expect(
      within(section)
        .getAllByRole('link', { name: 'View Case Study' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/case-studies/government', '/case-studies/telecom'])
    // Related cards use the same 120-character summary as the case studies page.
    expect(within(section).getByText(`${'T'.repeat(120)}...`)).toBeTruthy()
    expect(within(section).getByRole('link', { name: 'View All Case Studies' }).getAttribute('href')).toBe(
      '/case-studies',
    )
  })

  it('has no related section when there are no related studies', () => {
    renderDetail(bank, {}, [])
    expect(screen.queryByRole('region', { name: 'Related Case Studies' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'View Case Study' })).toBeNull()
  })

  it('has no gallery without extra pictures, and no category row when the label is left out', () => {
    renderDetail({ ...bank, additionalImages: undefined }, { details: { ...block.details, category: undefined } })
    expect(screen.queryByRole('heading', { name: 'Project Gallery' })).toBeNull()
    const sidebar = screen.getByRole('complementary', { name: 'Project Details' })
    expect([...sidebar.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Client',
      'Industry',
      'Duration',
      'Location',
    ])
  })
})
