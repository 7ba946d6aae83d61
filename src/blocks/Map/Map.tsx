import { ExternalLink, MapPin, Map as MapIcon } from '../../generated/icons.ts'
import { useEffect, useRef, useState } from 'react'
import { useSite } from '../../app/contexts.tsx'
import { buttonStyles } from '../../components/ButtonLink.tsx'
import { Section, mutedFor } from '../../components/Section.tsx'
import { SmartLink } from '../../components/SmartLink.tsx'
import { fullAddress } from '../../shared/address.ts'
import type { BlockProps } from '../types.ts'
import * as styles from './Map.styles.ts'
import { MapPreview } from './MapPreview.tsx'

/**
 * Click-to-load map. The page itself makes no request to the map site: until the visitor presses the button,
 * a locally drawn preview stands in its place; the button swaps in the embed and moves focus to it. Named MapBlock,
 * not Map, so the global Map stays usable in this module.
 */
export function MapBlock({
  id,
  tone,
  eyebrow,
  title,
  intro,
  place,
  embedUrl,
  frameTitle,
  loadLabel,
  notice,
  openUrl,
  openLabel,
}: BlockProps<'map'>) {
  const { company } = useSite().config
  const [loaded, setLoaded] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    if (loaded) frameRef.current?.focus()
  }, [loaded])

  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <div css={styles.frame} data-map-state={loaded ? 'loaded' : 'preview'}>
        {loaded ? (
          <iframe
            ref={frameRef}
            src={embedUrl}
            title={frameTitle}
            css={styles.iframe}
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          />
        ) : (
          <>
            <MapPreview />
            <div css={styles.overlay}>
              <p css={styles.place}>
                <MapPin size={18} css={styles.placeIcon} />
                {place ?? fullAddress(company.address)}
              </p>
              <button
                type="button"
                onClick={() => setLoaded(true)}
                css={[buttonStyles.base, buttonStyles.primary, styles.loadButton]}
              >
                <MapIcon size={18} />
                {loadLabel}
              </button>
            </div>
          </>
        )}
      </div>
      <div css={styles.footer}>
        {notice && !loaded ? <p css={[styles.notice, { color: mutedFor(tone) }]}>{notice}</p> : <span />}
        <SmartLink
          href={openUrl}
          css={[styles.openLink, { color: tone === 'dark' ? 'var(--color-accent)' : 'var(--color-accent-strong)' }]}
        >
          {openLabel}
          <ExternalLink size={16} />
        </SmartLink>
      </div>
    </Section>
  )
}
