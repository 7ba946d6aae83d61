import { sitemapRoutes } from './crawl.ts'
import { firefoxPass } from './firefox-pass.ts'

// The example clinic (examples/clinic) in Firefox ESR (tests/e2e/firefox-pass.ts): every page type at phone and
// desktop width, the mobile menu, the booking form and client navigation with Back. It has no list filter.

/** The first page of a collection's folder in the sitemap. */
const firstUnder = (dist: string, folder: string) =>
  sitemapRoutes(dist).find((route) => route.startsWith(`${folder}/`)) ?? `${folder}/missing-from-the-sitemap`

firefoxPass({
  siteDir: 'examples/clinic',
  pages: (dist) => [
    '/',
    '/about',
    '/services',
    firstUnder(dist, '/services'),
    '/health',
    firstUnder(dist, '/health'),
    '/contact',
    '/privacy-policy',
    '/sitemap',
    '/search',
    '/no-such-page',
    '/services/no-such-service',
  ],
  form: { path: '/contact', success: 'Request Received' },
})
