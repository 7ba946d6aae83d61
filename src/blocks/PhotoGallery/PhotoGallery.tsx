import { lazy, Suspense, useState } from 'react'
import { Section } from '../../components/Section.tsx'
import { SiteImage } from '../../components/SiteImage.tsx'
import type { PictureFields } from '../../shared/picture.ts'
import { fillTemplate } from '../../shared/text.ts'
import type { BlockProps } from '../types.ts'
import * as styles from './PhotoGallery.styles.ts'

// The larger view's code is fetched when a visitor first opens a photograph, not with the page.
const LargerView = lazy(() => import('./LargerView.tsx'))

/**
 * Photographs in a grid, each a link to its largest file (what a visitor without scripts gets); with scripts, the link
 * opens the larger view, a modal dialog (LargerView.tsx) that moves through the photographs.
 */
export function PhotoGallery({
  id,
  tone = 'light',
  eyebrow,
  title,
  intro,
  photos,
  labels,
}: BlockProps<'photo-gallery'>) {
  const [open, setOpen] = useState<number | undefined>(undefined)
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <ul css={styles.grid}>
        {photos.map((photo, index) => {
          const image = photo.image as typeof photo.image & PictureFields
          return (
            <li key={`${image.src}-${index}`}>
              <figure>
                <a
                  href={image.picture?.src ?? image.src}
                  css={styles.opener}
                  aria-label={fillTemplate(labels.open, { alt: image.alt })}
                  aria-haspopup="dialog"
                  onClick={(event) => {
                    event.preventDefault()
                    setOpen(index)
                  }}
                >
                  <SiteImage image={image} css={styles.thumb} />
                </a>
                {photo.caption ? <figcaption css={styles.caption}>{photo.caption}</figcaption> : null}
              </figure>
            </li>
          )
        })}
      </ul>
      {open === undefined ? null : (
        <Suspense fallback={null}>
          <LargerView
            photos={photos}
            index={open}
            labels={labels}
            onMove={setOpen}
            onClose={() => setOpen(undefined)}
          />
        </Suspense>
      )}
    </Section>
  )
}
