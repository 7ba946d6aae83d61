import { useSite } from '../app/contexts.tsx'
import type { IconName } from '../generated/schema-types.ts'
import { Svg, type IconComponent, type IconProps } from './Svg.tsx'

/**
 * A decorative icon (hidden from screen readers: the text beside it carries the meaning). An icon the content
 * names in YAML comes with the page's data (the build adds the drawings the page uses: src/node/model/page-extras.ts),
 * so no page loads the whole icon set; an icon the code picks itself is passed as a component
 * (src/generated/icons.ts).
 */
export function Icon({ name, ...props }: { name: IconName | IconComponent } & Omit<IconProps, 'name'>) {
  const icons = useSite().icons
  if (typeof name !== 'string') {
    const Named = name
    return <Named {...props} />
  }
  const node = icons?.[name]
  if (!node) {
    // Every `icon:` field of the page's content is in its data; a name that is not means a block drew an icon its
    // content does not name. Say so in development; visitors see the card without its icon.
    if (import.meta.env.DEV)
      console.error(
        `Icon "${name}" is not in this page's data: pass an icon from src/generated/icons.ts for icons the code picks.`,
      )
    return null
  }
  return <Svg node={node} {...props} />
}
