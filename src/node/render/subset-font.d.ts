declare module 'subset-font' {
  /** Subsets a font (TTF/WOFF/WOFF2) to the given characters with HarfBuzz (hb-subset, WebAssembly). */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
      preserveNameIds?: number[]
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
      /** OpenType feature tags whose glyphs and rules are kept (HarfBuzz's default list when not given). */
      keepFeatures?: string[]
    },
  ): Promise<Buffer>
}
