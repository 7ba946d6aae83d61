// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { Layout } from '../../src/layout/Layout.tsx'
import type { SiteConfig } from '../../src/shared/types.ts'
import { renderInSite, siteConfig } from '../helpers/render.tsx'
import { installDomStubs } from './dom-stubs.ts'

beforeAll(() => {
  installDomStubs()
  // Show the phone menu button at jsdom's fixed 1024 px, as MobilePanel.test.tsx does.
  const phone = document.createElement('style')
  phone.textContent = 'button[aria-haspopup="dialog"] { display: inline-flex !important }'
  document.head.append(phone)
})

// Any header link can open a menu: here Resources does, with words of its own, and Services is a plain link.
const guides = [1, 2, 3].map((n) => ({ label: `Guide ${n}`, href: `/resources/guide-${n}` }))
const config: SiteConfig = {
  ...siteConfig,
  navigation: {
    ...siteConfig.navigation,
    links: siteConfig.navigation.links.map(({ menu: _menu, ...link }) =>
      link.label !== 'Resources'
        ? link
        : {
            ...link,
            menu: {
              itemsPerGroup: 2,
              itemsPerGroupMobile: 1,
              viewAll: 'Every {group} item ({count})',
              groups: [
                { id: 'guides', title: 'Guides', href: '/resources/guides', items: guides },
                { id: 'papers', title: 'Papers', href: '/resources/papers', items: guides.slice(0, 1) },
              ],
            },
          },
    ),
  },
}

/** The desktop navigation counts as hidden in jsdom (its media query is not evaluated): found by its label. */
function mainNav() {
  const nav = within(screen.getByRole('banner'))
    .getAllByRole('navigation', { hidden: true })
    .find((element) => element.getAttribute('aria-label') === config.labels.mainNavigation)
  if (!nav) throw new Error('no main navigation in the header')
  return within(nav)
}

describe('a menu on another header link', () => {
  it('opens the mega menu from that link, with its groups, its cap and its View all words; Services is a plain link', async () => {
    renderInSite(<Layout overHero={false}>page</Layout>, { config, path: '/resources/guide-2' })
    expect(mainNav().getByRole('link', { name: 'Services', hidden: true }).getAttribute('href')).toBe('/services')
    const trigger = mainNav().getByRole('button', { name: 'Resources', hidden: true })
    expect(trigger.getAttribute('data-current')).toBe('true')
    act(() => void fireEvent.click(trigger, { detail: 0 }))
    // The panel's code loads on demand (MegaMenu.tsx): wait until it is there.
    const panel = () => document.getElementById(trigger.getAttribute('aria-controls') ?? '')
    await waitFor(() => expect(panel()).not.toBeNull())
    const links = within(panel()!)
      .getAllByRole('link', { hidden: true })
      .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])
    // No overview link: this menu has none.
    expect(links).toEqual([
      ['Guides', '/resources/guides', null],
      ['Guide 1', '/resources/guide-1', null],
      ['Guide 2', '/resources/guide-2', 'page'],
      ['Every Guides item (3)', '/resources/guides', null],
      ['Papers', '/resources/papers', null],
      ['Guide 1', '/resources/guide-1', null],
    ])
  })

  it('lists the groups under that link in the phone panel, with the phone cap and View all', async () => {
    renderInSite(<Layout overHero={false}>page</Layout>, { config })
    const button = screen.getByRole('button', { name: config.labels.openMenu, hidden: true })
    act(() => void fireEvent.click(button))
    const dialog = within(await screen.findByRole('dialog', { name: config.labels.menuTitle }))
    const resources = dialog.getByRole('link', { name: 'Resources' }).closest('li')!
    expect(
      within(resources)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Resources', '/resources'],
      ['Guides', '/resources/guides'],
      ['Guide 1', '/resources/guide-1'],
      ['Every Guides item (3)', '/resources/guides'],
      ['Papers', '/resources/papers'],
      ['Guide 1', '/resources/guide-1'],
    ])
    // Services has no menu here: no service group is listed.
    expect(dialog.queryByRole('link', { name: 'Endpoint Security' })).toBeNull()
  })
})
