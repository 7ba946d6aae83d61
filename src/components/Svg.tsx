import { createElement, type ReactElement, type SVGProps } from 'react'
import type { IconNode } from '../shared/types.ts'

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string
}

export type IconComponent = (props: IconProps) => ReactElement

/**
 * Draws an icon the way lucide does (round strokes in the text colour), without lucide's runtime in the browser:
 * the drawings come as data (src/generated/icons.ts for the icons the code picks, page data for those YAML names).
 * Decorative unless labelled: hidden from screen readers like lucide's own icons.
 */
export function Svg({ node, size = 24, strokeWidth = 2, ...props }: IconProps & { node: IconNode }) {
  const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role === 'img'
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless the caller labels it
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : 'true'}
      focusable="false"
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
