// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ArticleBody } from '../../src/blocks/ArticleBody/ArticleBody.tsx'
import { article } from '../helpers/collections.ts'
import { renderInSite } from '../helpers/render.tsx'

const ransomware = article('ransomware-readiness', '2026-02-17', 'Cybersecurity', {
  title: 'Ransomware Readiness: A 30-Day Plan',
  excerpt: 'Four weeks of practical steps.',
  author: 'Chinedu Eze',
  image: { src: '/assets/images/threat-response.svg', alt: 'Team responding to an alert' },
  body: [
    'Ransomware remains the attack most likely to stop a business.',
    { heading: 'Week one: know what you have' },
    'List every server.',
    { heading: 'Week two' },
    'Written as <b>text</b>, never as HTML.',
  ],
})

function renderArticle(byline?: string) {
  return renderInSite(
    <ArticleBody
      type="article-body"
      backLink={{ label: 'Back to Resources', href: '/resources' }}
      byline={byline}
      entry={ransomware}
      categories={[{ name: 'Cybersecurity' }]}
    />,
    { path: ransomware.route },
  )
}

describe('ArticleBody', () => {
  it('shows the title as the only h1, with the category above it', () => {
    renderArticle('By {author}')
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Ransomware Readiness: A 30-Day Plan',
    ])
    expect(
      within(screen.getByRole('heading', { level: 1 }).closest('section')!).getByText('Cybersecurity'),
    ).toBeTruthy()
  })

  it('shows the byline from YAML, the date and the picture', () => {
    renderArticle('By {author}')
    expect(screen.getByText('By Chinedu Eze')).toBeTruthy()
    const time = document.querySelector('article time')!
    expect([time.getAttribute('datetime'), time.textContent]).toEqual(['2026-02-17', 'February 17, 2026'])
    expect(screen.getByRole('img', { name: 'Team responding to an alert' })).toBeTruthy()
  })

  it('renders paragraphs and subheadings in order, as plain text', () => {
    renderArticle()
    const body = screen.getByRole('article')
    const parts = [...body.querySelectorAll('p, h2')]
      .filter((el) => el.closest('[data-article-body]'))
      .map((el) => `${el.tagName}:${el.textContent}`)
    expect(parts).toEqual([
      'P:Ransomware remains the attack most likely to stop a business.',
      'H2:Week one: know what you have',
      'P:List every server.',
      'H2:Week two',
      'P:Written as <b>text</b>, never as HTML.',
    ])
    expect(body.querySelector('b')).toBeNull()
  })

  it('links back to the resources page; the author alone when no byline is given', () => {
    renderArticle()
    expect(screen.getByRole('link', { name: 'Back to Resources' }).getAttribute('href')).toBe('/resources')
    expect(screen.getByText('Chinedu Eze')).toBeTruthy()
  })
})
