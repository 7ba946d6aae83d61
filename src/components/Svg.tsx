import { createElement, type ReactElement, type SVGProps } from 'react'
import type { IconNode } from '../shared/types.ts'

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string
}

export type IconComponent = (props: IconProps) => ReactElement

/**
 * Draws an icon the way lucide does (round strokes in the text colour), without lucide's runtime in the browser:
 * the drawings come as data (src/generated/icons.ts for the icons the code picks, page data for those YAML names).
 * Decorative: hidden from screen readers, like lucide's own icons (none here is labelled; one that were would pass
 * `aria-hidden={undefined}` with its label). Inline in HTML, an <svg> needs no xmlns, and no browser in use focuses
 * one (focusable was Internet Explorer's).
 */
export function Svg({ node, size = 24, strokeWidth = 2, ...props }: IconProps & { node: IconNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}

/** An icon component for one drawing (src/generated/icons.ts makes one per icon the code uses). */
export function icon(node: IconNode): IconComponent {
  return function Icon(props: IconProps) {
    return <Svg node={node} {...props} />
  }
}
