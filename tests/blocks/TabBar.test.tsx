// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TabBar } from '../../src/blocks/TabBar/TabBar.tsx'
import { allMenuGroups } from '../helpers/menus.ts'
import { renderInSite, siteConfig } from '../helpers/render.tsx'

/** The menu group the build hands a tab bar: the one of site.yaml whose id is its `group` field. */
const menuGroup = (id: string) => allMenuGroups(siteConfig).find((group) => group.id === id)

describe('TabBar', () => {
  it("links the group's pages, named from the tabBar label, and marks the current page", () => {
    renderInSite(
      <TabBar
        type="tab-bar"
        group="network-infrastructure"
        menuGroup={menuGroup('network-infrastructure')}
        currentRoute="/services/network-infrastructure/switches"
      />,
      {
        path: '/services/network-infrastructure/switches',
      },
    )
    const nav = screen.getByRole('navigation', { name: 'Network Infrastructure services' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Firewall Appliance', '/services/network-infrastructure/firewall'],
      ['SD-WAN', '/services/network-infrastructure/sdwan'],
      ['Network Switches', '/services/network-infrastructure/switches'],
      ['Wireless', '/services/network-infrastructure/wireless'],
    ])
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
    ).toEqual(['Network Switches'])
  })

  it('matches the current page with a trailing slash too', () => {
    renderInSite(
      <TabBar
        type="tab-bar"
        group="cloud-security"
        menuGroup={menuGroup('cloud-security')}
        currentRoute="/services/cloud-security/posture/"
      />,
      {
        path: '/services/cloud-security/posture/',
      },
    )
    expect(screen.getByRole('link', { name: 'CSPM' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Workload Protection' }).getAttribute('aria-current')).toBeNull()
  })

  it("marks the tab of the page's route it is given, not the router's location", () => {
    renderInSite(
      <TabBar
        type="tab-bar"
        group="network-infrastructure"
        menuGroup={menuGroup('network-infrastructure')}
        currentRoute="/services/network-infrastructure/sdwan"
      />,
      {
        path: '/services/network-infrastructure/switches',
      },
    )
    const links = within(screen.getByRole('navigation', { name: 'Network Infrastructure services' })).getAllByRole(
      'link',
    )
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
    ).toEqual(['SD-WAN'])
  })

  it('puts the overview tab first when asked', () => {
    renderInSite(
      <TabBar
        type="tab-bar"
        group="email-security"
        includeOverview
        menuGroup={menuGroup('email-security')}
        currentRoute="/services/email-security"
      />,
      {
        path: '/services/email-security',
      },
    )
    const links = within(screen.getByRole('navigation', { name: 'Email Security services' })).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Overview', 'Phishing Protection', 'Security Awareness'])
    expect(links[0]!.getAttribute('href')).toBe('/services/email-security')
    expect(links[0]!.getAttribute('aria-current')).toBe('page')
  })

  it('renders nothing for an unknown group (no menu group handed over)', () => {
    const { container } = renderInSite(
      <TabBar type="tab-bar" group="nope" menuGroup={menuGroup('nope')} currentRoute="/" />,
    )
    expect(container.innerHTML).toBe('')
  })
})
