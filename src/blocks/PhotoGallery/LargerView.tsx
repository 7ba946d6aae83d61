import { useEffect, useId, useRef } from 'react'
import { SiteImage } from '../../components/SiteImage.tsx'
import type { BlockProps } from '../types.ts'
import * as styles from './PhotoGallery.styles.ts'

type Props = Pick<BlockProps<'photo-gallery'>, 'photos' | 'labels'> & {
  index: number
  onMove: (index: number) => void
  onClose: () => void
}

/**
 * The gallery's larger view: a native modal dialog (focus moves into it and stays there, Escape closes it, the
 * browser gives focus back to the photograph that opened it), named by the photograph's description, with buttons and
 * the arrow keys to move through the photographs. Loaded only when a visitor opens one (PhotoGallery.tsx).
 */
export default function LargerView({ photos, labels, index, onMove, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const captionId = useId()
  const photo = photos[index]!
  const move = (step: number) => onMove((index + step + photos.length) % photos.length)

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])

  return (
    <dialog
      ref={dialog}
      css={styles.dialog}
      aria-label={photo.image.alt}
      aria-describedby={photo.caption ? captionId : undefined}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1)
        else if (event.key === 'ArrowLeft') move(-1)
      }}
    >
      <div css={styles.stage}>
        <div css={styles.bar}>
          <span aria-live="polite">
            {index + 1} / {photos.length}
          </span>
          <button type="button" css={styles.control} onClick={() => dialog.current?.close()}>
            {labels.close}
          </button>
        </div>
        <div css={styles.frame}>
          <SiteImage
            key={photo.image.src}
            image={photo.image}
            css={styles.large}
            loading="eager"
            sizes="100vw"
            placeholder={false}
          />
        </div>
        <div css={styles.bar}>
          <button type="button" css={styles.control} onClick={() => move(-1)} disabled={photos.length < 2}>
            {labels.previous}
          </button>
          {photo.caption ? (
            <p id={captionId} css={styles.largeCaption}>
              {photo.caption}
            </p>
          ) : null}
          <button type="button" css={styles.control} onClick={() => move(1)} disabled={photos.length < 2}>
            {labels.next}
          </button>
        </div>
      </div>
    </dialog>
  )
}
