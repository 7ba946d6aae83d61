// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { excerptParts } from '../../src/blocks/Search/pagefind.ts'
import { Search } from '../../src/blocks/Search/Search.tsx'
import type { SearchBlock } from '../../src/generated/schema-types.ts'
import { renderInSite } from '../helpers/render.tsx'

const block: SearchBlock = {
  type: 'search',
  title: 'Find it',
  label: 'Search the site',
  placeholder: 'Try a word',
  countLabel: '{count} pages for “{query}”',
  emptyText: 'Nothing for “{query}”',
  errorText: 'Search is not available right now.',
}

describe('Search', () => {
  it('draws a labelled search box in a search landmark, with an empty status and no results', () => {
    renderInSite(<Search {...block} />)
    const box = screen.getByRole('searchbox', { name: 'Search the site' })
    expect(box.getAttribute('placeholder')).toBe('Try a word')
    // A <search> element (role search in browsers; jsdom's role table predates the element).
    expect(box.closest('search')).not.toBeNull()
    // The live region is there from the start (so screen readers hear its first change), empty and so not shown.
    const status = document.getElementById(box.getAttribute('aria-describedby')!)
    expect(status?.getAttribute('role')).toBe('status')
    expect(status?.textContent).toBe('')
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('says so in the status when the search cannot load (here, as on the dev server, there is no index)', async () => {
    renderInSite(<Search {...block} />)
    const box = screen.getByRole('searchbox', { name: 'Search the site' })
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'cloud' } })
    expect(await screen.findByText('Search is not available right now.')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })
})

describe('excerptParts', () => {
  it("splits Pagefind's excerpt into text and marked words, its escapes read back as text", () => {
    expect(excerptParts('Stop <mark>ransomware</mark> &amp; phishing &lt;now&gt; <mark>fast</mark>.')).toEqual([
      { text: 'Stop ', marked: false },
      { text: 'ransomware', marked: true },
      { text: ' & phishing <now> ', marked: false },
      { text: 'fast', marked: true },
      { text: '.', marked: false },
    ])
  })

  it('keeps no other tag: the excerpt is drawn as text, never as HTML', () => {
    expect(excerptParts('a <img src=x onerror=alert(1)>b')).toEqual([{ text: 'a b', marked: false }])
  })
})
