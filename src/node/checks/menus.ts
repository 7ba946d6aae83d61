import { type ContentError, type ContentWarning, contentError, contentWarning } from '../errors/errors.ts'
import { locate, type YamlSource } from '../content/yaml-source.ts'
import { DEFAULT_ITEMS_PER_GROUP, DEFAULT_ITEMS_PER_GROUP_MOBILE } from '../../shared/menus.ts'
import type { SiteConfig } from '../../shared/types.ts'

type Menu = NonNullable<SiteConfig['navigation']['links'][number]['menu']>
export type MenuGroup = Menu['groups'][number]

/** Every group of every header link's menu, in order, with the JSON pointer of the group in site.yaml. */
export function menuGroups(config: SiteConfig): Array<{ group: MenuGroup; menu: Menu; pointer: string }> {
  return config.navigation.links.flatMap((link, linkIndex) =>
    (link.menu?.groups ?? []).map((group, groupIndex) => ({
      group,
      menu: link.menu!,
      pointer: `/navigation/links/${linkIndex}/menu/groups/${groupIndex}`,
    })),
  )
}

/**
 * A warning for each menu group with more items than its menu shows (on wide screens or on phones): the menus show
 * the rest through the group's View all link only, which its author may not expect. Positioned at the group.
 */
export function hiddenMenuItemWarnings(source: YamlSource, config: SiteConfig): ContentWarning[] {
  return menuGroups(config).flatMap(({ group, menu, pointer }): ContentWarning[] => {
    const items = group.items ?? []
    const wide = menu.itemsPerGroup ?? DEFAULT_ITEMS_PER_GROUP
    const phone = menu.itemsPerGroupMobile ?? DEFAULT_ITEMS_PER_GROUP_MOBILE
    if (items.length <= Math.min(wide, phone)) return []
    const list = (hidden: NonNullable<MenuGroup['items']>) => hidden.map((item) => `"${item.label}"`).join(', ')
    // What the wide menu leaves out, then what phones leave out besides.
    const wideHidden = items.slice(wide)
    const phoneHidden = phone < wide ? items.slice(phone, wide) : []
    let others = list(wideHidden)
    if (phoneHidden.length > 0)
      others = others ? `${others} (on phones also ${list(phoneHidden)})` : `on phones ${list(phoneHidden)}`
    const raise = [
      ...(items.length > wide ? ['itemsPerGroup'] : []),
      ...(items.length > phone ? ['itemsPerGroupMobile'] : []),
    ].join(' and ')
    return [
      contentWarning('menu-items-hidden', {
        file: source.file,
        ...locate(source, pointer),
        message: `the menu group "${group.title}" has ${items.length} items and its menu shows ${wide} (${phone} on phones); the group's View all link to ${group.href} leads to the others: ${others}`,
        expected: `at most ${Math.min(wide, phone)} items in a group (itemsPerGroup: ${wide}, itemsPerGroupMobile: ${phone})`,
        found: `${items.length} items`,
        hint: `To show every item in the menu, raise ${raise} of this menu, or move items to another group; otherwise put the items most visitors look for first.`,
      }),
    ]
  })
}

/**
 * An error for each menu group whose id an earlier group (of any menu) has: tab-bar blocks find a group by its id,
 * so two groups with one id would leave one of them unreachable.
 */
export function duplicateMenuGroupErrors(source: YamlSource, config: SiteConfig): ContentError[] {
  const first = new Map<string, { line: number; title: string }>()
  return menuGroups(config).flatMap(({ group, pointer }): ContentError[] => {
    const where = locate(source, `${pointer}/id`)
    const earlier = first.get(group.id)
    if (!earlier) {
      first.set(group.id, { line: where.line, title: group.title })
      return []
    }
    return [
      contentError('invalid-value', {
        file: source.file,
        ...where,
        message: `the menu group id "${group.id}" is already the id of the group "${earlier.title}" on line ${earlier.line}`,
        expected: 'an id no other group of any menu has',
        found: `"${group.id}"`,
        hint: 'Give each group its own id: a tab-bar block finds its group by it (group: <id>).',
      }),
    ]
  })
}
