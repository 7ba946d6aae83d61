import { describe, expect, it } from 'vitest'
import { fileNameError, wordName } from '../../../src/node/content/file-names.ts'

describe('fileNameError', () => {
  it.each([
    'about.yaml',
    'services/cloud-security/siem.yaml',
    '_not-found.yaml',
    'case-studies/[id].yaml',
    'a2-b.yaml',
  ])('accepts %s', (name) => {
    expect(fileNameError(`pages/${name}`, name, 'page')).toBeUndefined()
  })

  it.each([
    ['Port Authority 2.yaml', 'file', 'port-authority-2.yaml'],
    ['about/Our_Team.yaml', 'file', 'our-team.yaml'],
    ['Case Studies/index.yaml', 'folder', 'case-studies'],
    ['café--menu.yaml', 'file', 'cafe-menu.yaml'],
  ])('refuses %s, naming the %s and the name to give it', (name, what, fixed) => {
    expect(fileNameError(`pages/${name}`, name, 'page')?.hint).toBe(
      `Rename the ${what} to "${fixed}": its name becomes the page's address.`,
    )
  })

  it('makes lowercase words and dashes of any name', () => {
    expect(wordName('  Port   Authority 2 ')).toBe('port-authority-2')
  })
})
