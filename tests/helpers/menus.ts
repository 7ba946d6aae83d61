import { menuGroups } from '../../src/node/checks/menus.ts'
import type { SiteConfig } from '../../src/shared/types.ts'

type Menu = NonNullable<SiteConfig['navigation']['links'][number]['menu']>

/** Every group of every header link's menu, in order: where the build finds a tab bar's group. */
export function allMenuGroups(config: SiteConfig): Menu['groups'] {
  return menuGroups(config).map(({ group }) => group)
}

/** The first header link with a menu, and its menu (on the Zuma site: Services). */
export function firstMenuLink(config: SiteConfig): { label: string; href: string; menu: Menu } {
  const link = config.navigation.links.find((candidate) => candidate.menu)
  if (!link?.menu) throw new Error('no header link of this site.yaml has a menu')
  return { ...link, menu: link.menu }
}
