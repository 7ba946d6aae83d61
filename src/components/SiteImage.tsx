import type { Image } from '../generated/schema-types.ts'

/** An image from YAML: decorative images get empty alt; others carry their description. */
export function SiteImage({
  image,
  className,
  loading = 'lazy',
  width,
  height,
  fetchPriority,
}: {
  image: Image
  className?: string
  loading?: 'lazy' | 'eager'
  width?: number
  height?: number
  fetchPriority?: 'high' | 'low' | 'auto'
}) {
  return (
    <img
      src={image.src}
      alt={image.decorative ? '' : image.alt}
      className={className}
      loading={loading}
      decoding="async"
      width={width}
      height={height}
      fetchPriority={fetchPriority}
    />
  )
}
