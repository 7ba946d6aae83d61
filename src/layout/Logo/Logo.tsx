import { useEffect, useRef, useState } from 'react'
import { useSite } from '../../app/contexts.tsx'
import { SmartLink } from '../../components/SmartLink.tsx'
import { fillTemplate } from '../../shared/text.ts'

/** The logo artwork is 220x40; width/height attributes reserve its box before it loads. */
const LOGO_ASPECT = 40 / 220

/**
 * The company logo for dark backgrounds, linking home. If the image cannot load, the company name is
 * shown as text instead and the failure is logged. The image may already have failed before hydration
 * (its error event then fired before React listened), so the effect also checks the loaded state.
 */
export function Logo({
  width,
  className,
  priority = 'auto',
}: {
  width: number
  className?: string
  /** `high` in the header: it is in the first screen of every page, and the largest paint of a page whose text is short. */
  priority?: 'high' | 'auto'
}) {
  const { config } = useSite()
  const { company, labels } = config
  const image = company.logoOnDark ?? company.logo
  const imageRef = useRef<HTMLImageElement>(null)
  const [failed, setFailed] = useState(false)

  const fail = () => {
    console.error(`Logo image "${image.src}" could not be loaded; showing the company name "${company.name}" instead.`)
    setFailed(true)
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for a new picture (image.src); `fail` only sets state
  useEffect(() => {
    const img = imageRef.current
    // Checked once per image: later failures arrive through onError.
    if (img?.complete && img.naturalWidth === 0) fail()
  }, [image.src])

  return (
    <SmartLink
      href={config.home ?? '/'}
      aria-label={fillTemplate(labels.home, { company: company.name })}
      className={className}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        textDecoration: 'none',
        color: 'var(--color-on-dark)',
        flexShrink: 0,
        maxWidth: '100%',
      }}
    >
      {failed ? (
        <span
          css={{
            fontFamily: 'var(--font-heading)',
            fontWeight: 700,
            fontSize: width > 220 ? '1.5rem' : '1.375rem',
            letterSpacing: '-0.02em',
            lineHeight: 1.1,
          }}
        >
          {company.name}
        </span>
      ) : (
        <img
          ref={imageRef}
          src={image.src}
          alt={image.alt}
          width={width}
          height={Math.round(width * LOGO_ASPECT)}
          onError={fail}
          decoding="async"
          fetchPriority={priority}
          css={{ width, maxWidth: '100%', height: 'auto' }}
        />
      )}
    </SmartLink>
  )
}
