import { describe, expect, it } from 'vitest'
import { everyPageSectionIds, pageSectionIds, sectionLinkProblem } from '../../src/build/section-links.ts'
import { LAYOUT_IDS } from '../../src/shared/anchors.ts'

describe('sectionLinkProblem', () => {
  const ids = pageSectionIds([{ id: 'open-roles' }, {}, { id: 'benefits' }])

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
