import { scaffoldPage } from '../../src/node/commands/new-page.ts'
import { caseStudyTitled, createFixtureSite, type FixtureSite, SITE_MAP_PAGE } from './fixture-site.ts'

/** The page that moved: /team, which used to be /about/people and /our-team. */
export const MOVED = { route: '/team', navLabel: 'Our Team', aliases: ['/about/people', '/our-team'] }
/** The page npm run new:page made and nobody finished (still `draft: true`, with its TODO texts). */
export const UNFINISHED = '/about/careers'
/** A case study marked draft. */
export const DRAFT_ITEM = '/case-studies/draft-study'

/** A contact page: the scaffold's templates link to /contact, which the minimal site does not have. */
export const CONTACT_PAGE =
  'title: Contact | Example Co\ndescription: Write to us.\nblocks:\n  - type: hero\n    title: Contact\n'

/**
 * A copy of the minimal site with what drafts and redirects are about: a page scaffolded by `new:page` and left
 * unfinished, a draft case study, a moved page with two old addresses (and a page linking to one), and a site map page
 * (the sitemap block) that lists every page. Built by tests/node/drafts-build.test.ts and tests/e2e/redirects.e2e.ts.
 */
export function createDraftsSite(): FixtureSite {
  const site = createFixtureSite({
    files: {
      // The scaffold's templates link to /contact.
      'pages/contact.yaml': CONTACT_PAGE,
      'pages/team.yaml': [
        'title: Our Team | Example Co',
        'description: The people behind Example Co.',
        `navLabel: ${MOVED.navLabel}`,
        'aliases:',
        ...MOVED.aliases.map((alias) => `  - ${alias}`),
        'blocks:',
        '  - type: hero',
        '    title: Our Team',
        '',
      ].join('\n'),
      // A page that still links to an old address (no longer a dead link: it redirects).
      'pages/join.yaml': [
        'title: Join Us | Example Co',
        'description: Work with us.',
        'blocks:',
        '  - type: cta',
        '    title: Meet the team first',
        '    buttons:',
        '      - label: Meet the team',
        `        href: ${MOVED.aliases[1]}`,
        '',
      ].join('\n'),
      'pages/sitemap.yaml': SITE_MAP_PAGE,
      'collections/case-studies/draft-study.yaml': `draft: true\n${caseStudyTitled('Draft Study')}`,
    },
  })
  scaffoldPage({ siteDir: site.dir, path: UNFINISHED.slice(1) })
  return site
}
