/**
 * The catalogue of every problem the engine reports about site content: the single source of what each code means.
 * Each code is stable (`--format json`, GitHub annotations and tests use it). Each entry says, for an author:
 * - `title`: the problem in a few words (the heading in docs/errors.md);
 * - `happened`: what the engine found;
 * - `why`: why it stops the build (or, for a warning, why it is worth a look);
 * - `fix`: what to do in general (each report also carries a fix for its own case).
 * `npm run generate` writes docs/errors.md from it (errors/reference.ts), and a test checks that every code has a
 * fixture under tests/fixtures/bad (or warnings) pinning its message.
 */
export interface CatalogueEntry {
  title: string
  happened: string
  why: string
  fix: string
}

export const errorCatalogue = {
  'yaml-syntax': {
    title: 'The file is not valid YAML',
    happened:
      'The file cannot be read as YAML: a quote is not closed, a `: ` sits in unquoted text, a bracket is open…',
    why: 'The engine cannot tell what the file says, so none of it can be checked or published.',
    fix: 'Look at the place the report points to; the fix line names the character to add or remove. Put text that contains `: ` or starts with a special character in quotes.',
  },
  'duplicate-key': {
    title: 'A field is written twice',
    happened: 'The same field appears twice in one block, item or page.',
    why: 'YAML keeps only one of the two values, and which one you meant cannot be guessed.',
    fix: 'Keep one of the two lines (the report names the line of the first).',
  },
  indentation: {
    title: 'A line is indented wrongly',
    happened:
      'A line is indented with a tab, or a field starts further right (or less far) than the fields it belongs with.',
    why: 'YAML reads indentation as structure: the field becomes more text of the field above it, or part of something else.',
    fix: 'Indent with spaces, two per level, and start the fields of one block or item at the same column (the fix line names it).',
  },
  'empty-file': {
    title: 'The file is empty',
    happened: 'A page or collection file has no content.',
    why: 'An empty file makes a page with no title and no blocks.',
    fix: 'Write the page (`npm run new:page` starts one), or delete the file.',
  },
  'not-utf8': {
    title: 'The file is not UTF-8',
    happened: 'The file is saved in another text encoding (for example Windows-1252 or UTF-16).',
    why: 'Letters outside ASCII (é, ₦, quotes) would show as garbage on the site.',
    fix: 'Save the file as UTF-8 in your editor ("Save with encoding" in VS Code).',
  },
  'wrong-extension': {
    title: 'A content file does not end in .yaml',
    happened: 'A file in site/pages or site/collections ends in something else (.yml, .txt, none).',
    why: 'Only .yaml files are read: the page would silently not exist.',
    fix: 'Rename the file to end in .yaml.',
  },
  'bad-file-name': {
    title: 'A file name is not lowercase words and dashes',
    happened: 'A page or collection file, or its folder, has capitals, spaces or other characters in its name.',
    why: 'The name becomes an address or an id, which visitors read, type and share.',
    fix: 'Rename it as the fix line says (Port Authority 2.yaml → port-authority-2.yaml).',
  },
  'missing-field': {
    title: 'A required field is missing',
    happened: 'A page, block, item or site.yaml leaves out a field it must have.',
    why: 'The block (or page) cannot be shown without it: a heading, a link or a text would be empty.',
    fix: "Add the field the report names; docs/blocks.md lists each block's fields.",
  },
  'unknown-field': {
    title: 'A field is not one this place accepts',
    happened: 'A field is written that this block, item or page does not have, often a typing mistake.',
    why: 'It would be ignored, so what you wrote would not appear.',
    fix: 'Correct the name ("Did you mean …?" names the nearest field), or remove the line.',
  },
  'wrong-type': {
    title: 'A value has the wrong kind',
    happened: 'A value is text where a number, list or group is expected, or the other way round.',
    why: 'The block cannot use it: a list shown as one text, a number that is not one.',
    fix: 'Write the kind of value the report expects; put text that looks like a number or `yes` in quotes.',
  },
  'not-allowed-value': {
    title: 'A value is not one of the allowed choices',
    happened: 'A field that takes one of a fixed list of values (a layout, an icon, a category) has another.',
    why: 'The engine only knows how to draw the listed choices.',
    fix: 'Pick one of the values the report lists ("Did you mean …?" names the nearest).',
  },
  'unknown-block': {
    title: 'A block type the engine does not know',
    happened: "A block's `type` is not one of the block types.",
    why: 'There is nothing to draw it with.',
    fix: 'Correct the type ("Did you mean …?"); docs/blocks.md lists every block.',
  },
  'invalid-value': {
    title: 'A value breaks a rule of its field',
    happened:
      'A value is too long or too short, does not match its pattern (an e-mail, an id), has too many items, or breaks a rule between fields.',
    why: 'The rule keeps the page readable and working: a description search engines cut, an id no link can reach.',
    fix: 'Change the value as the report says; the rule is in the expected line.',
  },
  'broken-section-link': {
    title: 'A link jumps to a section that does not exist',
    happened: 'A link goes to `/page#id` or `#id`, and no block of that page has that id.',
    why: 'The browser stays at the top of the page, and the visitor does not find what the link promised.',
    fix: 'Give the block that id, or correct the link (the fix line names the nearest id).',
  },
  'broken-link': {
    title: 'A link goes to no page',
    happened:
      'A link points to an address of this site that no page has, or is written in a way browsers do not read as meant.',
    why: 'Visitors following it would land on the not-found page.',
    fix: 'Correct the address (the fix line names the nearest page), or add the page.',
  },
  'not-allowed-address': {
    title: 'A link or picture address of a refused kind',
    happened:
      'A link or picture uses `javascript:`, plain `http://`, `//host` without a scheme, or a picture from a site `imageOrigins` does not list.',
    why: 'The site promises visitors safe, encrypted, private pages: such an address would break that.',
    fix: "Write the address the fix line gives (usually `https://…`), or add the picture's origin to `imageOrigins` in site.yaml.",
  },
  'missing-file': {
    title: 'An image or file does not exist',
    happened: 'The content names a file under site/assets (or a site file) that is not there.',
    why: 'The page would show a broken picture or a download that fails.',
    fix: 'Add the file, or correct its name (the fix line names the nearest file).',
  },
  'unreadable-file': {
    title: 'A file cannot be read',
    happened: 'A file the content names exists, but it is damaged or not what its name says (a PDF that is not one).',
    why: 'Visitors would download a file they cannot open, and its facts (pages, size) cannot be shown.',
    fix: 'Export the file again and replace it.',
  },
  'unreadable-image': {
    title: 'A picture cannot be read',
    happened:
      'A picture the content names exists but cannot be read as a JPEG, PNG, WebP or AVIF file: it is damaged, cut short, or another kind of file.',
    why: 'The build cannot make its sizes and formats, and visitors would see a broken picture.',
    fix: 'Export it again from its original, or replace it.',
  },
  'svg-script': {
    title: 'A drawing with a script in it',
    happened:
      'A drawing (SVG) the content names contains a script: a `<script>`, an `on…` attribute or a `javascript:` link.',
    why: "It would run on the site when the file is opened on its own, with the site's address.",
    fix: 'Remove the script from the drawing (export it again as a plain SVG).',
  },
  'duplicate-route': {
    title: 'Two files make the same address',
    happened: 'Two page files (or a page and a collection item) would be published at one address.',
    why: 'Only one can be served, and which one is an accident.',
    fix: 'Rename or remove one of them (`about.yaml` and `about/index.yaml` both make /about).',
  },
  'unknown-reference': {
    title: 'A reference names nothing',
    happened:
      'A field that names another thing (a collection item, a form, a category, a collection) names one that does not exist.',
    why: 'The block would show nothing where the reference was meant to be.',
    fix: 'Correct the name ("Did you mean …?" names the nearest), or create the thing it names.',
  },
  'link-to-draft': {
    title: 'A link to a draft',
    happened: 'A published page (or site.yaml) links to a page marked `draft: true`.',
    why: 'The production build leaves drafts out, so the link would go to the not-found page.',
    fix: 'Publish the page (remove `draft: true`), or remove the link until it is ready.',
  },
  'placeholder-text': {
    title: 'A placeholder text on a published page',
    happened: 'A page that is not a draft still has a "TODO …" text from `npm run new:page`.',
    why: 'It would go out to visitors as it is.',
    fix: 'Write the text, or mark the page `draft: true` until it is ready.',
  },
  'link-to-unpublished': {
    title: 'A link to a page that is not live',
    happened:
      'A published page (or an item, or a page that goes live earlier) links to a page whose `publishAt` has not come, or whose `unpublishAt` has passed.',
    why: 'The production build leaves that page out, so the link would lead to the not-found page.',
    fix: 'Schedule the linking page no earlier than the page it links to, or remove the link until that page is live.',
  },
  'bad-time-zone': {
    title: 'A time that cannot be read',
    happened:
      "site.yaml's `timeZone` is not an IANA time zone name (such as `Africa/Lagos`), or a `publishAt` / `unpublishAt` is written while site.yaml has none.",
    why: 'A time without its zone could mean any of 24 moments: the page would go live at the wrong hour.',
    fix: 'Write `timeZone:` in site.yaml with the name of the place whose clock the times are written in.',
  },
  'low-contrast': {
    title: 'Two theme colours too close to read',
    happened:
      "Two theme colours that the engine draws one on the other (text on its background, a button's text on the button) are under WCAG AA's contrast: 4.5:1 for text, 3:1 for large text and controls.",
    why: 'Some visitors (low vision, a phone in the sun) cannot read it, and the accessibility checks fail.',
    fix: 'Use the colour the fix line names (the same hue, lighter or darker), or another one that passes.',
  },
  'bad-alias': {
    title: 'An old address that cannot redirect',
    happened:
      "An old address of a moved page (`aliases`) is also a page, another page's old address, or leads to no published page.",
    why: 'A redirect must lead to exactly one page; otherwise old links break or loop.',
    fix: 'Remove the alias, or move it to the page it should lead to.',
  },
  'translation-source-missing': {
    title: 'A translation translates no page',
    happened:
      'A page under site/pages/<language>/ says `translates: /x`, and the default language has no page at /x; or an item under site/collections/<language>/<collection>/ is named after no item of that collection.',
    why: 'The translation is tied to nothing: no switcher, hreflang or status can link it to its source.',
    fix: 'Write the address of the default-language page it translates (the fix line names the nearest), or remove `translates` from a page that only this language has; name an item translation after the item it translates.',
  },
  'duplicate-translation': {
    title: 'A page has two translations in one language',
    happened: 'Two files of one language both say `translates:` the same page.',
    why: 'A page must have one address per language: the switcher, hreflang and the sitemap cannot pick one.',
    fix: 'Keep one of the two files, or point the other at the page it really translates.',
  },
} as const satisfies Record<string, CatalogueEntry>

export const warningCatalogue = {
  'menu-items-hidden': {
    title: 'A menu group hides some of its items',
    happened:
      'A menu group has more items than the menu shows (`itemsPerGroup` on wide screens, `itemsPerGroupMobile` on phones).',
    why: 'The rest are reached only through the group\'s "View all" link to its page; visitors may not find them.',
    fix: 'Raise the number, or move items to another group.',
  },
  'image-too-narrow': {
    title: 'A picture narrower than it is shown',
    happened:
      "A picture is narrower than the widest its block shows it (the block's schema says how wide: `x-images`).",
    why: 'Browsers stretch it, and it looks blurred.',
    fix: 'Use a larger original: twice the width shown, for sharp screens.',
  },
  'image-too-large': {
    title: 'A picture far larger than needed',
    happened: 'A picture is over 25 megapixels or 20 MB.',
    why: 'Every cold build decodes it, and visitors never get more than 1,920 px of it.',
    fix: 'Scale it down to about 4,000 px on its long side before committing it.',
  },
  'publish-at-on-draft': {
    title: 'A draft whose publishing time has passed',
    happened: 'A page or item is marked `draft: true` and has a `publishAt` that has passed.',
    why: 'It is still not published: `draft: true` keeps it out whatever its time, which is probably not what you meant.',
    fix: 'Remove `draft: true` to publish it, or move `publishAt` to when it should go live.',
  },
  'future-date': {
    title: 'A date in the future without publishAt',
    happened: 'An item or page is dated later than today but has no `publishAt`.',
    why: 'The next build publishes it at once, with a date that has not come.',
    fix: 'Add `publishAt` for the moment it should go live, or correct the date.',
  },
  'unpublish-before-publish': {
    title: 'unpublishAt is not after publishAt',
    happened: "A page or item's `unpublishAt` is at or before its `publishAt`.",
    why: 'It would never be published.',
    fix: 'Correct one of the two times.',
  },
  'stale-translation': {
    title: 'A translation is out of date',
    happened:
      'The page or collection item a translation translates has changed since the version the translation records (`sourceVersion`), or the translation records none.',
    why: 'Visitors of that language read what the page said before: a price, a service or a promise that may no longer hold.',
    fix: 'Translate what changed (the report names the parts), then run `npm run i18n -- --mark <file>` to record the version translated.',
  },
} as const satisfies Record<string, CatalogueEntry>

/** What the engine notes about content that is as meant: `npm run validate` lists it, one line each; never a warning. */
export const noticeCatalogue = {
  scheduled: {
    title: 'A page or item is scheduled',
    happened: 'A page or item has a `publishAt` still to come.',
    why: 'The production build leaves it out until then; a build after that moment publishes it.',
    fix: 'Nothing, if that is the moment you meant.',
  },
  expired: {
    title: 'A page or item has expired',
    happened: 'A page or item has an `unpublishAt` that has passed.',
    why: 'The production build leaves it out.',
    fix: 'Nothing, if it should be gone; otherwise move or remove `unpublishAt`.',
  },
  'missing-translation': {
    title: 'A page is not translated into a language',
    happened: "A page or collection item of the default language has no translation into one of the site's languages.",
    why: "Visitors of that language get the site's fallback (locales.fallback): the page in the default language.",
    fix: 'Nothing, if the fallback is what you want for now; `npm run i18n` lists what each language lacks.',
  },
} as const satisfies Record<string, CatalogueEntry>

export type ErrorCode = keyof typeof errorCatalogue
export type WarningCode = keyof typeof warningCatalogue
export type NoticeCode = keyof typeof noticeCatalogue
