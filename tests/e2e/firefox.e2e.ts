import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { lighthousePages } from '../../scripts/lighthouse.ts'
import { firefoxPass } from './firefox-pass.ts'

// The Zuma site in Firefox ESR (tests/e2e/firefox-pass.ts): every page type at phone and desktop width, the mobile
// menu, the case-study filter, the contact form and client navigation with Back.

const studies = readdirSync(join(import.meta.dirname, '../../site/collections/case-studies'))
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => parse(readFileSync(join(import.meta.dirname, '../../site/collections/case-studies', file), 'utf8')))

firefoxPass({
  siteDir: 'site',
  // The pages Lighthouse audits (one of every page type), the search page, and the not-found pages of the folders that
  // have their own.
  pages: (dist) => [
    ...lighthousePages(dist).map((page) => page.path),
    '/search',
    '/services/no-such-service',
    '/case-studies/no-such-study',
  ],
  form: { path: '/contact', success: 'Message Sent!' },
  filter: {
    path: '/case-studies',
    group: 'Filter case studies by category',
    category: 'Cybersecurity',
    shows: studies.filter((study) => study.category === 'Cybersecurity').length,
    all: 'All Categories',
    total: studies.length,
  },
})
