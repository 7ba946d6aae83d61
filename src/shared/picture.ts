/**
 * What the build adds to an image of the content that it has turned into responsive variants (render/pictures.ts):
 * the browser reads it from the page's data and draws a `<picture>` (src/components/SiteImage.tsx). Pictures the
 * build does not process (SVG, pictures on other sites, and every picture in the dev server) have none, and are drawn
 * as a plain `<img>`.
 */
export interface Picture {
  /** The width and height of the file after its EXIF orientation, for the `<img>`'s intrinsic size (no layout shift). */
  width: number
  height: number
  /** The modern formats, best first: each a MIME type and a `srcset` of its widths. */
  sources: Array<{ type: string; srcset: string }>
  /** The fallback in the source's format (JPEG or PNG): its largest variant, and its `srcset`. */
  src: string
  srcset: string
  /** How wide the block shows the picture at each breakpoint (its schema's `x-images`), as a `sizes` attribute. */
  sizes: string
  /** A tiny blurred copy as a data URL, shown behind the picture until it arrives; none for a picture with transparency. */
  placeholder?: string
  /** The lead picture's average colour, shown behind it instead (render/images.ts ProcessedImage says why). */
  colour?: string
  /** The page's lead picture: loaded at once with high priority (and preloaded); every other picture loads lazily. */
  lead?: boolean
}

/** An image as the content writes it, with the picture the build made of it. */
export interface PictureFields {
  picture?: Picture
}
