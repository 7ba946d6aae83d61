import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import type {
  Block,
  ChecklistIntroBlock,
  FeatureCardsBlock,
  HeroBlock,
  TabBarBlock,
} from '../../src/generated/schema-types.ts'
import type { SiteConfig } from '../../src/shared/types.ts'
import { allMenuGroups } from '../helpers/menus.ts'

// The content of the 20 service sub-pages: the shape the spec gives every one of them (a full-screen hero, the group's
// tab bar, an intro of five points, three Key Features cards of five details, Get Started to /contact) and the exact
// section names and card titles of the sub-pages the spec describes in detail.

const root = join(import.meta.dirname, '../..')

interface PageFile {
  title: string
  description: string
  navLabel?: string
  blocks: Block[]
}

const subpages: Record<string, string[]> = {
  'endpoint-security': ['protection', 'edr', 'xdr', 'server', 'mobile'],
  'managed-security': ['mdr', 'incident-response', 'vulnerability', 'operational'],
  'network-security': ['firewall', 'ztna', 'ndr'],
  'network-infrastructure': ['firewall', 'sdwan', 'switches', 'wireless'],
  'cloud-security': ['workload', 'posture'],
  'email-security': ['phishing', 'awareness'],
}

const pages = Object.entries(subpages).flatMap(([group, subs]) =>
  subs.map((sub) => ({ group, sub, route: `/services/${group}/${sub}` })),
)

/** What the spec ("Named sub-pages in detail") fixes word for word. */
const named: Record<
  string,
  { h1: string; section: string; bullets?: string[]; cards?: string[]; details?: string[][] }
> = {
  '/services/network-infrastructure/switches': {
    h1: 'Network Switches',
    section: 'Enterprise Switching',
    bullets: [
      'High-speed connectivity',
      'Advanced management',
      'Security features',
      'Scalable architecture',
      'Reliable performance',
    ],
  },
  '/services/network-infrastructure/wireless': {
    h1: 'Wireless Access Points',
    section: 'Enterprise Wireless',
    bullets: ['High-performance wireless', 'Advanced security', 'Cloud management', 'Guest access', 'Analytics'],
    cards: ['Coverage', 'Management', 'Security'],
    details: [
      ['High-density coverage', 'Multi-gigabit speeds', 'Mesh networking', 'Roaming support', 'Band steering'],
      ['Cloud management', 'Guest networks', 'Traffic analysis', 'Performance monitoring', 'Configuration control'],
      ['WPA3 encryption', 'RADIUS support', 'Network isolation', 'Access control', 'Rogue AP detection'],
    ],
  },
  '/services/cloud-security/workload': {
    h1: 'Cloud Workload Protection',
    section: 'Cloud-Native Security',
    cards: ['Runtime Protection', 'Container Security', 'Serverless Security'],
  },
  '/services/cloud-security/posture': {
    h1: 'Cloud Security Posture Management',
    section: 'Cloud Security Assessment',
    cards: ['Security Assessment', 'Compliance Management', 'Risk Management'],
  },
  '/services/email-security/phishing': {
    h1: 'Email and Phishing Protection',
    section: 'Advanced Email Security',
    cards: ['Email Protection', 'Real-time Defense', 'User Protection'],
  },
  '/services/email-security/awareness': {
    h1: 'Security Awareness Training',
    section: 'Employee Security Training',
    cards: ['Training Programs', 'Phishing Simulations', 'Reporting & Analytics'],
  },
}

function load(group: string, sub: string): PageFile {
  return parse(readFileSync(join(root, 'site/pages/services', group, `${sub}.yaml`), 'utf8')) as PageFile
}

function blockOf<T extends Block['type']>(page: PageFile, type: T): Extract<Block, { type: T }> {
  const found = page.blocks.filter((block): block is Extract<Block, { type: T }> => block.type === type)
  expect(found, `one ${type} block`).toHaveLength(1)
  return found[0]!
}

const menuGroups = allMenuGroups(parse(readFileSync(join(root, 'site/site.yaml'), 'utf8')) as SiteConfig)

describe('service sub-pages', () => {
  test('there are 20, and each is in its group of the services menu', () => {
    expect(pages).toHaveLength(20)
    for (const { group, route } of pages) {
      const items = menuGroups.find((candidate) => candidate.id === group)?.items ?? []
      expect(
        items.map((item) => item.href),
        route,
      ).toContain(route)
    }
  })

  test.each(pages)('$route has the sub-page layout', ({ group, sub, route }) => {
    const page = load(group, sub)
    expect(page.blocks.map((block) => block.type).slice(0, 4)).toEqual([
      'hero',
      'tab-bar',
      'checklist-intro',
      'feature-cards',
    ])

    const hero: HeroBlock = blockOf(page, 'hero')
    expect(hero.variant).toBe('fullscreen')
    expect(hero.subtitle).toBeTruthy()
    expect(hero.scrollLabel).toBe('Scroll to the next section')
    expect(hero.background?.alt).toBeTruthy()
    expect(existsSync(join(root, 'site', hero.background?.src ?? 'missing')), hero.background?.src).toBe(true)

    const tabs: TabBarBlock = blockOf(page, 'tab-bar')
    expect(tabs.group).toBe(group)

    const intro: ChecklistIntroBlock = blockOf(page, 'checklist-intro')
    expect(intro.items).toHaveLength(5)
    expect(intro.text).toBeTruthy()
    expect(existsSync(join(root, 'site', intro.image?.src ?? 'missing')), intro.image?.src).toBe(true)

    const features: FeatureCardsBlock = blockOf(page, 'feature-cards')
    expect(features.title).toBe('Key Features')
    expect(features.cards).toHaveLength(3)
    for (const card of features.cards) {
      expect(card.icon, card.title).toBeTruthy()
      expect(card.description, card.title).toBeTruthy()
      expect(card.details, card.title).toHaveLength(5)
    }
    expect(features.button).toMatchObject({ label: 'Get Started', href: '/contact' })

    // "<Page name> | Zuma Technologies", where the page name is the heading (EDR and XDR add their abbreviation).
    expect(page.title).toMatch(/^.+ \| Zuma Technologies$/)
    expect(page.title.startsWith(hero.title), page.title).toBe(true)
    expect(page.title.length).toBeLessThanOrEqual(70)
    expect(page.description.length).toBeLessThanOrEqual(170)
    expect(page.navLabel, route).toBeTruthy()
  })

  test.each(Object.entries(named))('%s uses the exact texts of the spec', (route, expected) => {
    const [group, sub] = route.replace('/services/', '').split('/') as [string, string]
    const page = load(group, sub)
    expect(blockOf(page, 'hero').title).toBe(expected.h1)
    const intro = blockOf(page, 'checklist-intro')
    expect(intro.title).toBe(expected.section)
    if (expected.bullets) expect(intro.items).toEqual(expected.bullets)
    const cards = blockOf(page, 'feature-cards').cards
    if (expected.cards) expect(cards.map((card) => card.title)).toEqual(expected.cards)
    if (expected.details) expect(cards.map((card) => card.details)).toEqual(expected.details)
  })

  test('every sub-page has its own title, description, hero and intro', () => {
    const loaded = pages.map(({ group, sub }) => load(group, sub))
    const distinct = (values: unknown[]) => new Set(values.map((value) => JSON.stringify(value))).size
    expect(distinct(loaded.map((page) => page.title))).toBe(20)
    expect(distinct(loaded.map((page) => page.description))).toBe(20)
    expect(distinct(loaded.map((page) => blockOf(page, 'hero').subtitle))).toBe(20)
    expect(distinct(loaded.map((page) => blockOf(page, 'checklist-intro').title))).toBe(20)
    expect(distinct(loaded.map((page) => blockOf(page, 'checklist-intro').items))).toBe(20)
    expect(distinct(loaded.map((page) => blockOf(page, 'feature-cards').cards))).toBe(20)
  })

  test('figures agree with the spec: response under 15 minutes, a full plan within an hour', () => {
    const text = pages
      .map(({ group, sub }) => readFileSync(join(root, 'site/pages/services', group, `${sub}.yaml`), 'utf8'))
      .join('\n')
    for (const minutes of text.matchAll(/under (\d+) minutes/g)) expect(minutes[1]).toBe('15')
    expect(text).not.toMatch(/lorem|ipsum|placeholder|TODO|TBD/i)
  })
})
