// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Footer } from '../../src/layout/Footer/Footer.tsx'
import { renderInSite, siteConfig } from '../helpers/render.tsx'

const { company, footer, labels } = siteConfig

describe('Footer', () => {
  it('links every footer column entry inside the footer navigation', () => {
    renderInSite(<Footer />)
    const nav = within(screen.getByRole('navigation', { name: labels.footerNavigation }))
    for (const column of footer.columns) {
      expect(nav.getByRole('heading', { name: column.title })).toBeTruthy()
      for (const link of column.links) {
        const found = nav.getAllByRole('link', { name: link.label }).map((a) => a.getAttribute('href'))
        expect(found).toContain(link.href)
      }
    }
  })

  it('shows phone and e-mail as tel: and mailto: links, the address and office hours', () => {
    renderInSite(<Footer />)
    const info = within(screen.getByRole('contentinfo'))
    expect(info.getByRole('link', { name: company.phone }).getAttribute('href')).toBe('tel:+2348000000000')
    expect(info.getByRole('link', { name: company.email }).getAttribute('href')).toBe(`mailto:${company.email}`)
    // Made from the address fields of site.yaml, reading exactly as the one-line address did.
    expect(info.getByText('Central Business District, Abuja, Nigeria')).toBeTruthy()
    expect(info.getByText(labels.phone)).toBeTruthy()
    expect(info.getByText(labels.email)).toBeTruthy()
    expect(info.getByText(labels.address)).toBeTruthy()
    if (footer.contactTitle) expect(info.getByRole('heading', { name: footer.contactTitle })).toBeTruthy()
    for (const line of company.hours) {
      expect(info.getByText(line.days)).toBeTruthy()
      expect(info.getAllByText(line.time).length).toBeGreaterThan(0)
    }
  })

  it('shows the tagline, the logo 240 px wide linking home, and the copyright with the current year', () => {
    renderInSite(<Footer />)
    const info = within(screen.getByRole('contentinfo'))
    expect(info.getByText(footer.tagline)).toBeTruthy()
    const home = info.getByRole('link', { name: labels.home.replace('{company}', company.name) })
    expect(home.querySelector('img')?.getAttribute('width')).toBe('240')
    const year = String(new Date().getFullYear())
    expect(info.getByText(`© ${year} ${company.name}. All rights reserved.`)).toBeTruthy()
  })

  it('lists the company profiles of site.yaml as links, and none when site.yaml lists none (as on this site)', () => {
    const links = () =>
      within(screen.getByRole('contentinfo'))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')])
    const { unmount } = renderInSite(<Footer />)
    const without = links()
    expect(without).not.toContainEqual(['LinkedIn', 'https://www.linkedin.com/company/example'])
    unmount()
    const social = [{ label: 'LinkedIn', href: 'https://www.linkedin.com/company/example' }]
    renderInSite(<Footer />, { config: { ...siteConfig, company: { ...company, social } } })
    expect(links()).toEqual([...without, ['LinkedIn', 'https://www.linkedin.com/company/example']])
  })
})
