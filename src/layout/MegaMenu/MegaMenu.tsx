import type { SerializedStyles } from '@emotion/react'
import { ChevronDown } from '../../generated/icons.ts'
import { lazy, Suspense, useEffect, useId } from 'react'
import { useLocation } from '../../app/location.tsx'
import { stylesReady } from '../../app/prerendered-styles.ts'
import type { Menu } from '../navigation.ts'
import { useMenuIntent } from './useMenuIntent.ts'

// With what writes its styles, so the panel never shows unstyled (src/app/prerendered-styles.ts).
const loadPanel = () => Promise.all([import('./MegaMenuPanel.tsx'), stylesReady()]).then(([module]) => module)
const MegaMenuPanel = lazy(loadPanel)

interface Props {
  /** The trigger's words: the label of the header link that has the menu. */
  label: string
  /** True when the current page is within the link's section. */
  current: boolean
  /** What the panel shows: the link's `menu` from site.yaml. */
  menu: Menu
  triggerCss: SerializedStyles
}

/**
 * A header link's mega menu: a trigger in the header and a full-width panel of the menu's groups (MegaMenuPanel). A
 * disclosure menu (useMenuIntent): hover intent, Enter/Space toggle, ArrowDown enters, arrows move, Escape closes
 * and returns focus to the trigger. The panel's code is fetched when the pointer or the focus reaches the trigger,
 * while the hover delay runs, so it is there when the panel opens.
 */
export function MegaMenuItem({ label, current, menu, triggerCss }: Props) {
  const { pathname } = useLocation()
  const { mounted, close, itemProps, triggerProps, panelProps } = useMenuIntent()
  const id = useId()

  // A new page closes the menu, however the visitor got there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation (pathname), which the body does not read
  useEffect(() => close(), [pathname, close])

  return (
    <li {...itemProps}>
      <button
        type="button"
        css={triggerCss}
        data-current={current ? 'true' : undefined}
        aria-controls={mounted ? id : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        {...triggerProps}
      >
        {label}
        <ChevronDown size={16} />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MegaMenuPanel id={id} menu={menu} onNavigate={() => close()} {...panelProps} />
        </Suspense>
      ) : null}
    </li>
  )
}
