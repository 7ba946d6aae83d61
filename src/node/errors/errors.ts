/**
 * The catalogue of every problem the engine reports about site content.
 * Each kind has a stable code (used by `--format json` and tests), and every
 * reported problem carries the file, line and column of the YAML node it is about.
 */
export const errorKinds = {
  'yaml-syntax': 'The file is not valid YAML.',
  'duplicate-key': 'A field is written twice in the same place.',
  indentation:
    'A line is indented with a tab, or a field starts further right (or less far) than the fields it belongs with: YAML then reads it as more text of the field above, or as something else. Fix: indent with spaces, two per level, and start the fields of one block or item at the same column.',
  'empty-file': 'The file is empty.',
  'not-utf8': 'The file is not saved as UTF-8 text.',
  'wrong-extension': 'Content files must end in .yaml.',
  'bad-file-name':
    'A page or collection file (or its folder) is not named in lowercase words and dashes: its name becomes an address or an id, which visitors read and type. Fix: rename it as the hint says (Port Authority 2.yaml → port-authority-2.yaml).',
  'missing-field': 'A required field is missing.',
  'unknown-field': 'A field is not one this place accepts.',
  'wrong-type': 'A value has the wrong kind (text, number, list…).',
  'not-allowed-value': 'A value is not one of the allowed choices.',
  'unknown-block': 'A block has a type the engine does not know.',
  'invalid-value': 'A value breaks a rule of its field (length, pattern, count…).',
  'broken-section-link':
    'A link jumps to a section (/page#id, or #id on the same page) that its page does not have: no block there has that id, so the browser stays at the top. Fix: give the block that id, or correct the link (the hint names the nearest id).',
  'broken-link': 'A link points to a page that does not exist, or is not written as an address browsers read as meant.',
  'not-allowed-address':
    'A link or picture address is of a kind the site refuses (javascript:, plain http, a picture from a site site.yaml does not list…).',
  'missing-file': 'An image or file that the content names does not exist.',
  'unreadable-file': 'A file that the content names exists but cannot be read (a PDF that is damaged or not a PDF).',
  'unreadable-image':
    'A picture that the content names exists but cannot be read as a JPEG, PNG, WebP or AVIF file (damaged, cut short, or another kind of file): the build cannot make its variants. Fix: export it again from its original, or replace it.',
  'svg-script':
    'A drawing (SVG) that the content names contains a script (<script>, an on… attribute or a javascript: link): it would run on the site when the file is opened. Fix: remove the script.',
  'duplicate-route': 'Two files would make the same page address.',
  'unknown-reference': 'A reference names an item that does not exist.',
  'render-failed': 'A page could not be rendered.',
  'link-to-draft':
    'A published page (or site.yaml) links to a page marked draft: true, which the production build leaves out.',
  'placeholder-text':
    'A page that is not a draft still has a placeholder text ("TODO …") from npm run new:page: it would be published as it is.',
  'bad-alias':
    "An old address of a moved page (aliases) is also a page, another page's old address, or leads to no published page.",
} as const

export type ErrorCode = keyof typeof errorKinds

/**
 * The catalogue of what the engine warns about: content that builds and works, but probably not as its author
 * expects. A warning is printed by validate, the build and the dev server and fails nothing.
 */
export const warningKinds = {
  'menu-items-hidden':
    'A menu group has more items than the menu shows (itemsPerGroup on wide screens, itemsPerGroupMobile on phones): the rest are reached only through the group\'s "View all" link to its page. Fix: raise the number, or move items to another group.',
  'image-too-narrow':
    "A picture is narrower than the widest its block shows it (its schema's x-images): browsers stretch it, and it looks blurred. Fix: use a larger original, twice the width shown for sharp screens.",
  'image-too-large':
    'A picture is over 25 megapixels or 20 MB: every cold build decodes it, and visitors never get more than 1,920 px of it. Fix: scale it down to about 4,000 px on its long side before committing it.',
} as const

export type WarningCode = keyof typeof warningKinds

/** One problem in the content, positioned at the YAML node it is about. */
export interface ContentError {
  code: ErrorCode
  /** Path of the file, relative to the working directory, with forward slashes. */
  file: string
  /** 1-based line and column. */
  line: number
  column: number
  /** Where in the document, e.g. `blocks[2].items[0].title`; empty for the whole file. */
  field: string
  /** Plain-language statement of what is wrong. */
  message: string
  expected?: string
  found?: string
  /** What to do about it. */
  hint?: string
}

/** Something in the content that works but may not be what its author meant, positioned like an error. */
export interface ContentWarning extends Omit<ContentError, 'code'> {
  code: WarningCode
}

/**
 * The one exception for invalid content, thrown by the build (build.ts) and by the site plugin when a `vite build` or
 * a dev server starts on invalid content; checked with `instanceof`. It carries every error found, and its message is
 * their report as the thrower formatted it (errors/format.ts), which the command line prints as it is.
 */
export class ContentErrors extends Error {
  constructor(
    readonly errors: ContentError[],
    report: string,
  ) {
    super(report)
    this.name = 'ContentErrors'
  }
}

/** Orders errors (or warnings) by file, then position, so output is stable. */
export function sortErrors<T extends ContentError | ContentWarning>(errors: T[]): T[] {
  return [...errors].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.field.localeCompare(b.field),
  )
}
