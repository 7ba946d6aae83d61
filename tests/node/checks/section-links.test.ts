import { describe, expect, it } from 'vitest'
import { everyPageSectionIds, pageSectionIds, sectionLinkProblem } from '../../../src/node/checks/section-links.ts'
import { LAYOUT_IDS } from '../../../src/shared/layout-ids.ts'
import { blockContracts } from '../../../src/node/content/contracts.ts'

describe('sectionLinkProblem', () => {
  const blocks = [{ type: 'text', id: 'open-roles' }, { type: 'text' }, { type: 'faq', id: 'benefits' }]
  const ids = pageSectionIds(blocks, blockContracts())

  it.each(['/careers#open-roles', '/careers#open%2Droles', '/careers#', '/careers#top', `/careers#${LAYOUT_IDS.main}`])(
    'accepts %s',
    (link) => {
      expect(sectionLinkProblem(link, '/careers', ids)).toBeUndefined()
    },
  )

  it('refuses a section the page does not have, with the nearest id', () => {
    expect(sectionLinkProblem('/careers#open-role', '/careers', ids)).toEqual({
      code: 'broken-section-link',
      message: 'the link /careers#open-role jumps to a section that /careers does not have',
      expected: 'the id of a block of /careers: "open-roles" or "benefits"',
      hint: 'Did you mean "/careers#open-roles"?',
    })
  })

  it('checks nothing where the page is not known', () => {
    expect(sectionLinkProblem('#anything', '', undefined)).toBeUndefined()
  })

  it('lets a link in site.yaml jump only to what every page has', () => {
    expect(sectionLinkProblem(`#${LAYOUT_IDS.main}`, '', everyPageSectionIds())).toBeUndefined()
    expect(sectionLinkProblem('#open-roles', '', everyPageSectionIds())?.message).toBe(
      'the link #open-roles jumps to a section that this page does not have',
    )
  })
})

describe('pageSectionIds: the sections a block schema declares (x-anchors)', () => {
  const contracts = blockContracts()

  it('a service page has its overview, and the benefits, process and use cases its item has', () => {
    const block = { type: 'service-detail', entry: { benefits: [{ title: 'Fast' }], process: [], useCases: undefined } }
    expect([...pageSectionIds([block], contracts)]).toEqual(['overview', 'benefits', LAYOUT_IDS.main])
  })

  it('a case study page has its related studies only when it shows some', () => {
    const shown = [{ type: 'case-study-detail', relatedStudies: [{}] }]
    const none = [{ type: 'case-study-detail', relatedStudies: [] }]
    expect(pageSectionIds(shown, contracts).has('related')).toBe(true)
    expect(pageSectionIds(none, contracts).has('related')).toBe(false)
  })

  it('on a page file not connected yet (a [id].yaml template), a section its item may show counts as there', () => {
    const template = [{ type: 'service-detail' }]
    expect([...pageSectionIds(template, contracts)]).toEqual([
      'overview',
      'benefits',
      'process',
      'use-cases',
      LAYOUT_IDS.main,
    ])
  })

  it('a legal page has one id per section, from its title, each unique', () => {
    const block = {
      type: 'legal',
      sections: [{ title: 'Information We Collect' }, { title: 'Cookies' }, { title: 'Cookies' }],
    }
    expect([...pageSectionIds([block], contracts)]).toEqual([
      'information-we-collect',
      'cookies',
      'cookies-3',
      LAYOUT_IDS.main,
    ])
  })
})
