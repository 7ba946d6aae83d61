import type { CSSProperties } from 'react'
import type { Image } from '../generated/schema-types.ts'
import type { PictureFields } from '../shared/picture.ts'

/**
 * An image from YAML: decorative images get empty alt; others carry their description. A photograph the build made
 * variants of (its `picture`, render/pictures.ts) is a `<picture>`: AVIF and WebP sources the browser picks from by
 * the block's `sizes`, the file's own width and height (or the block's crop box, when it passes one), a tiny blurred
 * copy behind it until it arrives (its average colour when it leads the page), lazy unless it leads the page. The
 * image's `focus` is the point kept in view where a block crops it (`object-fit: cover`).
 */
export function SiteImage({
  image,
  className,
  loading = 'lazy',
  width,
  height,
  fetchPriority,
  sizes,
  placeholder = true,
}: {
  image: Image & PictureFields
  className?: string
  loading?: 'lazy' | 'eager'
  width?: number
  height?: number
  fetchPriority?: 'high' | 'low' | 'auto'
  /** Shown at another size than the block's declaration says (a gallery's larger view). */
  sizes?: string
  /** false where the picture is letterboxed (object-fit: contain): the blurred copy would fill the bars around it. */
  placeholder?: boolean
}) {
  const alt = image.decorative ? '' : image.alt
  const position = image.focus ? `${round(image.focus.x * 100)}% ${round(image.focus.y * 100)}%` : undefined
  const picture = image.picture
  if (!picture)
    return (
      <img
        src={image.src}
        alt={alt}
        className={className}
        loading={loading}
        decoding="async"
        width={width}
        height={height}
        fetchPriority={fetchPriority}
        style={position ? { objectPosition: position } : undefined}
      />
    )
  const style: CSSProperties = {
    ...(position ? { objectPosition: position } : {}),
    ...(picture.placeholder && placeholder
      ? {
          backgroundImage: `url(${picture.placeholder})`,
          backgroundSize: 'cover',
          backgroundPosition: position ?? 'center',
        }
      : {}),
    ...(picture.colour && placeholder ? { backgroundColor: picture.colour } : {}),
  }
  return (
    <picture style={{ display: 'contents' }}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes ?? picture.sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcset}
        sizes={sizes ?? picture.sizes}
        alt={alt}
        className={className}
        loading={picture.lead ? 'eager' : loading}
        decoding="async"
        width={width ?? picture.width}
        height={height ?? picture.height}
        fetchPriority={picture.lead ? 'high' : fetchPriority}
        style={style}
      />
    </picture>
  )
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
