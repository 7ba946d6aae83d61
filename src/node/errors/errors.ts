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
  'duplicate-route': 'Two files would make the same page address.',
  'unknown-reference': 'A reference names an item that does not exist.',
  'render-failed': 'A page could not be rendered.',
  'link-to-draft':
    'A published page (or site.yaml) links to a page marked draft: true, which the production build leaves out.',
  'placeholder-text':
    'A page that is not a draft still has a placeholder text ("TODO …") from npm run new:page: it would be published as it is.',
  'link-to-unpublished':
    'A published page (or an item, or a page that goes live earlier) links to a page whose publishAt has not come, or whose unpublishAt has passed: the production build leaves that page out, so the link would lead nowhere. Fix: schedule the linking page no earlier, or remove the link until the page is live.',
  'bad-time-zone':
    "site.yaml's timeZone is not an IANA time zone name, or a publishAt / unpublishAt is written while site.yaml has none: the time could not be read.",
  'low-contrast':
    "Two theme colours that the engine draws one on the other (text on its background, a button's text on the button) are under WCAG AA's contrast (4.5:1 for text, 3:1 for large text and controls): some visitors cannot read it. Fix: use the colour the hint names (the same hue, lighter or darker), or another one that passes.",
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
  'publish-at-on-draft':
    'A draft has a publishAt that has passed: it is still not published, since draft: true keeps it out whatever its time. Fix: remove "draft: true" to publish it, or move publishAt to when it should go live.',
  'future-date':
    'An item or page is dated later than today but has no publishAt: the next build publishes it at once. Fix: add publishAt for the day it should go live, or correct the date.',
  'unpublish-before-publish':
    'unpublishAt is not after publishAt: the page or item is never published. Fix: correct one of the two times.',
} as const

export type WarningCode = keyof typeof warningKinds

/**
 * The catalogue of what the engine notes about content that is as meant: printed by validate, never a warning.
 */
export const noticeKinds = {
  scheduled: 'A page or item has a publishAt still to come: the production build leaves it out until then.',
  expired: 'A page or item has an unpublishAt that has passed: the production build leaves it out.',
} as const

export type NoticeCode = keyof typeof noticeKinds

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

/** A note about content that is as meant (what is scheduled), positioned like an error. */
export interface ContentNotice extends Omit<ContentError, 'code'> {
  code: NoticeCode
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
export function sortErrors<T extends ContentError | ContentWarning | ContentNotice>(errors: T[]): T[] {
  return [...errors].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.field.localeCompare(b.field),
  )
}
