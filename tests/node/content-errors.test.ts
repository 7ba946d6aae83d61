import { readdirSync, readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { resolve } from 'node:path'
import { errorCatalogue, noticeCatalogue, warningCatalogue } from '../../src/node/errors/catalogue.ts'
import type { ContentError, ContentNotice, ContentWarning } from '../../src/node/errors/errors.ts'
import { BAD_FIXTURES, createFixtureSite, removeFixtureSites, WARNING_FIXTURES } from '../helpers/fixture-site.ts'

const IMAGE_FIXTURES = resolve(import.meta.dirname, '../fixtures/images')

const ICON_NAMES = (JSON.parse(readFileSync('schema/defs/icon.schema.json', 'utf8')) as { enum: string[] }).enum

/**
 * Every folder under tests/fixtures/bad is one mistake an author can make, laid over a copy of the minimal site.
 * Each case pins the full list of errors the loader reports: nothing missing, nothing extra.
 */
interface Expected {
  code: ContentError['code']
  file: string
  line: number
  column: number
  field: string
  message: string
  /** The exact "expected" and "found" lines, where a case pins them. */
  expected?: string
  found?: string
  /** The exact hint. */
  hint?: string
  /** Text the hint must contain, where the rest lists choices that grow with the schemas. */
  hintContains?: string
}

interface Case {
  name: string
  /** Files of the minimal site to delete first. */
  remove?: string[]
  /** The clock the site is loaded against (publishAt, unpublishAt), where the case has times. */
  now?: string
  errors: Expected[]
}

const cases: Case[] = [
  {
    name: 'yaml-syntax-error',
    errors: [
      {
        code: 'yaml-syntax',
        file: 'pages/about.yaml',
        line: 1,
        column: 8,
        field: '',
        message: 'the quoted text that starts here has no closing "',
        hint: 'Add the closing " at the end of the text, or remove the opening one.',
      },
    ],
  },
  {
    name: 'bad-indentation',
    errors: [
      {
        code: 'indentation',
        file: 'pages/about.yaml',
        line: 6,
        column: 4,
        field: '',
        message: 'YAML syntax error: the field "subtitle" is indented less than the fields above it',
        hint: 'Start "subtitle" at column 5, where "title" starts on line 5.',
      },
    ],
  },
  {
    // One error, on the line that is wrong: the field after it, where it should be, is not blamed too.
    name: 'field-indented-one-too-few',
    errors: [
      {
        code: 'indentation',
        file: 'pages/about.yaml',
        line: 6,
        column: 4,
        field: '',
        message: 'YAML syntax error: the field "subtitle" is indented less than the fields above it',
        hint: 'Start "subtitle" at column 5, where "title" starts on line 5.',
      },
    ],
  },
  {
    name: 'tab-indentation',
    errors: [
      {
        code: 'indentation',
        file: 'pages/about.yaml',
        line: 6,
        column: 1,
        field: '',
        message: 'YAML syntax error: this line is indented with a tab',
        hint: 'Indent with spaces, never tabs (two spaces per level).',
      },
    ],
  },
  {
    name: 'duplicate-key',
    errors: [
      {
        code: 'duplicate-key',
        file: 'pages/about.yaml',
        line: 6,
        column: 5,
        field: '',
        message: 'the field "title" is written twice in the same place: first on line 5',
        hint: 'Keep one of the two "title" lines (5 and 6); a field may appear once in each block or item.',
      },
    ],
  },
  {
    name: 'unknown-block-type',
    errors: [
      {
        code: 'unknown-block',
        file: 'pages/about.yaml',
        line: 4,
        column: 11,
        field: 'blocks[0].type',
        message: 'unknown block type "heros"',
        hintContains: 'Did you mean "hero"? Block types: ',
      },
    ],
  },
  {
    name: 'missing-required-field',
    errors: [
      {
        code: 'missing-field',
        file: 'pages/about.yaml',
        line: 4,
        column: 5,
        field: 'blocks[0]',
        message: 'missing required field "title"',
        hint: 'Add "title:" to blocks[0]. "title" is the page\'s main heading (there is one per page).',
      },
    ],
  },
  {
    // Opening hours for search engines are three fields that go together: the one missing is named once.
    name: 'opening-hours-incomplete',
    errors: [
      {
        code: 'missing-field',
        file: 'site.yaml',
        line: 15,
        column: 7,
        field: 'company.hours[0]',
        message: 'missing field "closes", which goes with "opens" and "weekdays"',
        expected: 'a field named "closes"',
        found: 'none',
        hint: 'Add "closes:" to company.hours[0], or leave out "opens" and "weekdays" too. "closes": When the office closes on these days, 24-hour HH:MM, for search engines.',
      },
    ],
  },
  {
    name: 'missing-page-fields',
    errors: [
      {
        code: 'missing-field',
        file: 'pages/about.yaml',
        line: 1,
        column: 1,
        field: '',
        message: 'missing required field "title"',
        hintContains: 'Add "title:" at the top of the file.',
      },
      {
        code: 'missing-field',
        file: 'pages/about.yaml',
        line: 1,
        column: 1,
        field: '',
        message: 'missing required field "description"',
        hintContains: 'Add "description:" at the top of the file.',
      },
    ],
  },
  {
    name: 'number-where-text-expected',
    errors: [
      {
        code: 'wrong-type',
        file: 'pages/about.yaml',
        line: 6,
        column: 16,
        field: 'blocks[0].items[0].value',
        message: 'expected text, found the number 99.9',
        hint: 'Put the value in quotes: "99.9".',
      },
    ],
  },
  {
    name: 'text-where-list-expected',
    errors: [
      {
        code: 'wrong-type',
        file: 'pages/about.yaml',
        line: 9,
        column: 19,
        field: 'blocks[0].cards[0].features',
        message: 'expected a list, found text "Site surveys"',
        hint: 'Write each entry on its own line starting with "- ".',
      },
    ],
  },
  {
    name: 'text-where-group-expected',
    errors: [
      {
        code: 'wrong-type',
        file: 'pages/about.yaml',
        line: 6,
        column: 17,
        field: 'blocks[0].background',
        message: 'expected a group of fields (key: value lines), found text "/assets/images/hero.svg"',
        hint: 'Write the fields indented under this line, one "name: value" per line.',
      },
    ],
  },
  {
    name: 'checklist-item-wrong-kind',
    errors: [
      {
        code: 'wrong-type',
        file: 'pages/about.yaml',
        line: 8,
        column: 9,
        field: 'blocks[0].items[1]',
        message: 'expected text or a group of fields (key: value lines), found the number 24',
        hint: 'Change the value to text or a group of fields (key: value lines).',
      },
    ],
  },
  {
    // Exactly one error: nothing from the other block types, no oneOf noise.
    name: 'unknown-field-typo',
    errors: [
      {
        code: 'unknown-field',
        file: 'pages/about.yaml',
        line: 6,
        column: 5,
        field: 'blocks[0].subtitel',
        message: 'unknown field "subtitel"',
        hint: 'Did you mean "subtitle"?',
      },
    ],
  },
  {
    name: 'unknown-page-field',
    errors: [
      {
        code: 'unknown-field',
        file: 'pages/about.yaml',
        line: 2,
        column: 1,
        field: 'descripton',
        message: 'unknown field "descripton"',
        hint: 'Did you mean "description"?',
      },
    ],
  },
  {
    name: 'unknown-nested-field',
    errors: [
      {
        code: 'unknown-field',
        file: 'pages/about.yaml',
        line: 9,
        column: 9,
        field: 'blocks[0].cards[0].detials',
        message: 'unknown field "detials"',
        hint: 'Did you mean "details"?',
      },
    ],
  },
  {
    name: 'checklist-item-unknown-field',
    errors: [
      {
        code: 'unknown-field',
        file: 'pages/about.yaml',
        line: 8,
        column: 9,
        field: 'blocks[0].items[0].descripion',
        message: 'unknown field "descripion"',
        hint: 'Did you mean "description"?',
      },
    ],
  },
  {
    name: 'enum-value-not-allowed',
    errors: [
      {
        code: 'not-allowed-value',
        file: 'pages/about.yaml',
        line: 5,
        column: 14,
        field: 'blocks[0].variant',
        message: '"fullscren" is not an allowed value',
        hint: 'Did you mean "fullscreen"? Allowed: page, fullscreen.',
      },
    ],
  },
  {
    name: 'unknown-icon',
    errors: [
      {
        code: 'not-allowed-value',
        file: 'pages/about.yaml',
        line: 8,
        column: 15,
        field: 'blocks[0].items[0].icon',
        message: '"shield-chek" is not an allowed value',
        // The icon names are listed once, in the fix.
        expected: `one of the ${ICON_NAMES.length} allowed values`,
        hintContains: 'Did you mean "shield-check"? Allowed: ',
      },
    ],
  },
  {
    name: 'broken-internal-link',
    errors: [
      {
        code: 'broken-link',
        file: 'pages/about.yaml',
        line: 8,
        column: 15,
        field: 'blocks[0].buttons[0].href',
        message: 'the link /servces goes to no page',
        hint: 'Did you mean "/services"?',
      },
    ],
  },
  {
    name: 'broken-link-in-site-yaml',
    errors: [
      {
        code: 'broken-link',
        file: 'site.yaml',
        line: 48,
        column: 36,
        field: 'footer.columns[0].links[0].href',
        message: 'the link /abuot goes to no page',
        hint: 'Did you mean "/about"?',
      },
    ],
  },
  {
    name: 'link-not-url-form',
    errors: [
      {
        code: 'broken-link',
        file: 'pages/about.yaml',
        line: 8,
        column: 15,
        field: 'blocks[0].buttons[0].href',
        message: '"services" is not a link this site understands',
        hint: 'Write it as "/services" for a page of this site, or with https:// for another site.',
      },
    ],
  },
  {
    // Links are read as a browser reads them (src/node/checks/addresses.ts): code in a link is refused, with the reason.
    name: 'link-javascript',
    errors: [
      {
        code: 'not-allowed-address',
        file: 'pages/about.yaml',
        line: 8,
        column: 15,
        field: 'blocks[0].buttons[0].href',
        message: "a javascript: link runs code in the visitor's browser; links may not",
        expected: 'a page address starting with "/", a "#section", or an https:, mailto: or tel: address',
        found: '"javascript:alert(1)"',
        hint: 'Link to a page of this site ("/…") or to another site ("https://…") instead.',
      },
    ],
  },
  {
    // "//evil.example/login" goes to another site, not to a page of this one.
    name: 'link-protocol-relative',
    errors: [
      {
        code: 'broken-link',
        file: 'pages/about.yaml',
        line: 8,
        column: 15,
        field: 'blocks[0].buttons[0].href',
        message: '"//evil.example/login" leaves out "https:" in front of the site\'s name',
        expected: 'a page address starting with "/", a "#section", or an https:, mailto: or tel: address',
        found: '"//evil.example/login"',
        hint: 'Write "https://evil.example/login".',
      },
    ],
  },
  {
    // A browser reads "https:evil.example" as https://evil.example on one page and as a page of this site on another.
    name: 'link-missing-slashes',
    errors: [
      {
        code: 'broken-link',
        file: 'pages/about.yaml',
        line: 8,
        column: 15,
        field: 'blocks[0].buttons[0].href',
        message: '"https:evil.example" is not written as "https://" followed by the site\'s name',
        expected: 'a page address starting with "/", a "#section", or an https:, mailto: or tel: address',
        found: '"https:evil.example"',
        hint: 'Write "https://evil.example".',
      },
    ],
  },
  {
    // http:// only to the sites site.yaml lists in httpLinkOrigins; the minimal site lists none.
    name: 'link-plain-http',
    errors: [
      {
        code: 'not-allowed-address',
        file: 'pages/about.yaml',
        line: 8,
        column: 15,
        field: 'blocks[0].buttons[0].href',
        message:
          '"http://old.example.org/page" uses plain http, which anyone on the visitor\'s network can read and change',
        expected: 'an https:// address, or an http:// site listed in httpLinkOrigins in site.yaml',
        found: '"http://old.example.org/page"',
        hint: 'Write "https://old.example.org/page" (most sites have https). If that site has none, add "http://old.example.org" to httpLinkOrigins in site.yaml.',
      },
    ],
  },
  {
    // The CSP's img-src is imageOrigins: a picture from another site would be a broken image.
    name: 'image-origin-not-listed',
    errors: [
      {
        code: 'not-allowed-address',
        file: 'pages/about.yaml',
        line: 7,
        column: 12,
        field: 'blocks[0].background.src',
        message:
          'pictures from https://cdn.example.net are not allowed: imageOrigins in site.yaml lists https://images.example.org',
        expected:
          'a file in site/assets ("/assets/…"), or an https:// address on a site in imageOrigins in site.yaml (https://images.example.org)',
        found: '"https://cdn.example.net/photos/team.jpg"',
        hint: 'Add "https://cdn.example.net" to imageOrigins in site.yaml (browsers show pictures only from the sites listed there), or put the file in site/assets/images and write "/assets/images/team.jpg".',
      },
    ],
  },
  {
    name: 'image-origin-with-path',
    errors: [
      {
        code: 'invalid-value',
        file: 'site.yaml',
        line: 5,
        column: 5,
        field: 'imageOrigins[0]',
        message:
          "must be https:// and a site's name only, in lowercase, with no path and no / at the end, such as https://images.example.org",
        expected: 'something like "https://images.example.org"',
        found: 'text "https://images.example.org/photos"',
        hint: 'Write "https://images.example.org": the site\'s name only.',
      },
    ],
  },
  {
    name: 'form-endpoint-http',
    errors: [
      {
        code: 'invalid-value',
        file: 'site.yaml',
        line: 93,
        column: 17,
        field: 'forms.providers[1].endpoint',
        message:
          "must start with https://, because submissions carry visitors' names and e-mail addresses, which plain http lets anyone on the network read",
        expected: 'something like "https://forms.zumatech.example/submit"',
        found: 'text "http://json.example/submit"',
        hint: 'Write "https://json.example/submit": the same address with https (a service without https cannot be used here).',
      },
    ],
  },
  {
    name: 'missing-image',
    errors: [
      {
        code: 'missing-file',
        file: 'pages/about.yaml',
        line: 7,
        column: 12,
        field: 'blocks[0].background.src',
        message: 'the file /assets/images/heor.svg does not exist',
        hint: 'Did you mean "/assets/images/hero.svg"?',
      },
    ],
  },
  {
    name: 'image-without-alt',
    errors: [
      {
        code: 'missing-field',
        file: 'pages/about.yaml',
        line: 7,
        column: 7,
        field: 'blocks[0].background',
        message: 'missing required field "alt"',
        hintContains: 'Add "alt:" to blocks[0].background. "alt": What the image shows',
      },
    ],
  },
  {
    // Reported for both files, each naming the other.
    name: 'duplicate-route',
    errors: [
      {
        code: 'duplicate-route',
        file: 'pages/about.yaml',
        line: 1,
        column: 1,
        field: '',
        message: 'the address /about is also made by pages/about/index.yaml',
        hint: 'Rename or remove one of them (about.yaml and about/index.yaml both make /about).',
      },
      {
        code: 'duplicate-route',
        file: 'pages/about/index.yaml',
        line: 1,
        column: 1,
        field: '',
        message: 'the address /about is also made by pages/about.yaml',
        hint: 'Rename or remove one of them (about.yaml and about/index.yaml both make /about).',
      },
    ],
  },
  {
    // The footer's link to /case-studies/acme-bank is not reported as well: the [id].yaml page is the mistake.
    name: 'bad-collection-reference',
    errors: [
      {
        code: 'unknown-reference',
        file: 'pages/case-studies/[id].yaml',
        line: 3,
        column: 13,
        field: 'collection',
        message: 'there is no collection "nope"',
        hint: 'Collections are the folders of site/collections.',
      },
    ],
  },
  {
    name: 'collection-page-without-collection',
    errors: [
      {
        code: 'missing-field',
        file: 'pages/case-studies/[id].yaml',
        line: 1,
        column: 1,
        field: 'collection',
        message: 'a [id].yaml page needs "collection"',
        hintContains: 'Add "collection:" with one of: case-studies, ',
      },
    ],
  },
  {
    name: 'bad-collection-item',
    errors: [
      {
        code: 'unknown-field',
        file: 'collections/case-studies/globex.yaml',
        line: 1,
        column: 1,
        field: 'titel',
        message: 'unknown field "titel"',
        hint: 'Did you mean "title"?',
      },
    ],
  },
  {
    name: 'unknown-collection-folder',
    errors: [
      {
        code: 'unknown-reference',
        file: 'collections/case-study/globex.yaml',
        line: 1,
        column: 1,
        field: '',
        message: '"case-study" is not a collection',
        hint: 'Did you mean "case-studies"? Move the file into the folder of its collection (site/collections/<collection>/<id>.yaml).',
      },
    ],
  },
  {
    name: 'unknown-tab-bar-group',
    errors: [
      {
        code: 'unknown-reference',
        file: 'pages/about.yaml',
        line: 5,
        column: 12,
        field: 'blocks[0].group',
        message: 'there is no menu group "network-infra"',
        hint: 'Did you mean "network-infrastructure"? Groups are listed in site.yaml in the menus of the header links (navigation.links[].menu.groups).',
      },
    ],
  },
  {
    name: 'duplicate-menu-group-id',
    errors: [
      {
        code: 'invalid-value',
        file: 'site.yaml',
        line: 39,
        column: 17,
        field: 'navigation.links[2].menu.groups[1].id',
        message:
          'the menu group id "network-infrastructure" is already the id of the group "Network Infrastructure" on line 33',
        expected: 'an id no other group of any menu has',
        found: '"network-infrastructure"',
        hint: 'Give each group its own id: a tab-bar block finds its group by it (group: <id>).',
      },
    ],
  },
  {
    name: 'unknown-category',
    errors: [
      {
        code: 'unknown-reference',
        file: 'collections/case-studies/hooli.yaml',
        line: 3,
        column: 11,
        field: 'category',
        message: 'there is no category "Cyber Security"',
        expected: '"Cybersecurity"',
        found: '"Cyber Security"',
        hint: 'Did you mean "Cybersecurity"? Categories are listed in site.yaml under vocabularies.categories: use one of them, or add this one there.',
      },
    ],
  },
  {
    name: 'form-declaration-mistakes',
    errors: [
      {
        code: 'invalid-value',
        file: 'site.yaml',
        line: 125,
        column: 11,
        field: 'forms.declarations[1].id',
        message: 'two forms have the id "contact"',
        hint: 'Rename one of them: forms.declarations[0] has this id too, and a block names a form by its id.',
      },
      {
        code: 'invalid-value',
        file: 'site.yaml',
        line: 128,
        column: 70,
        field: 'forms.declarations[1].fields[0].pattern.regex',
        message: 'the pattern of the field "phone" is not a regular expression',
        hint: 'Check its brackets and backslashes; in YAML, put the pattern in single quotes.',
      },
      {
        code: 'invalid-value',
        file: 'site.yaml',
        line: 129,
        column: 31,
        field: 'forms.declarations[1].fields[1].name',
        message: 'the form "contact" has two fields named "phone"',
        hint: 'Rename the field: the form services receive each value under its name.',
      },
    ],
  },
  {
    name: 'unknown-form-id',
    errors: [
      {
        code: 'unknown-reference',
        file: 'pages/about.yaml',
        line: 6,
        column: 11,
        field: 'blocks[0].form',
        message: 'there is no form "contat"',
        hint: 'Did you mean "contact"? Forms are declared in site.yaml under forms.declarations.',
      },
    ],
  },
  {
    name: 'empty-file',
    errors: [
      {
        code: 'empty-file',
        file: 'pages/about.yaml',
        line: 1,
        column: 1,
        field: '',
        message: 'the file is empty',
        hint: 'Add the page fields (title, description, blocks), or delete the file.',
      },
    ],
  },
  {
    name: 'wrong-extension',
    errors: [
      {
        code: 'wrong-extension',
        file: 'pages/contact.yml',
        line: 1,
        column: 1,
        field: '',
        message: 'content files must end in .yaml',
        hint: 'Rename it to contact.yaml; files under site/pages and site/collections are read only when they end in .yaml.',
      },
    ],
  },
  {
    // "Café" saved as Latin-1: the é is the single byte 0xE9, the 11th character of line 1.
    name: 'not-utf8',
    errors: [
      {
        code: 'not-utf8',
        file: 'pages/about.yaml',
        line: 1,
        column: 11,
        field: '',
        message: 'the file contains bytes that are not UTF-8 text',
        hint: 'Save the file with UTF-8 encoding (in VS Code: "Save with Encoding" → UTF-8).',
      },
    ],
  },
  {
    name: 'missing-site-yaml',
    remove: ['site.yaml'],
    errors: [
      {
        code: 'missing-file',
        file: 'site.yaml',
        line: 1,
        column: 1,
        field: '',
        message: 'site.yaml is missing',
        hint: 'Every site needs a site.yaml with the company, navigation, footer, labels and theme.',
      },
    ],
  },
  {
    name: 'block-without-type',
    errors: [
      {
        code: 'missing-field',
        file: 'pages/about.yaml',
        line: 4,
        column: 5,
        field: 'blocks[0]',
        message: 'block has no "type"',
        hintContains: 'Add "type:" with one of: article-body, case-study-detail, case-study-grid, checklist-intro, ',
      },
    ],
  },
  {
    name: 'max-items-exceeded',
    errors: [
      {
        code: 'invalid-value',
        file: 'pages/about.yaml',
        line: 7,
        column: 7,
        field: 'blocks[0].buttons',
        message: 'has too many entries: at most 2',
        hint: 'Remove entries.',
      },
    ],
  },
  {
    name: 'no-blocks',
    errors: [
      {
        code: 'invalid-value',
        file: 'pages/about.yaml',
        line: 3,
        column: 9,
        field: 'blocks',
        message: 'needs at least 1 entry',
        hint: 'Add entries, each on a line starting with "- ".',
      },
    ],
  },
  {
    name: 'empty-text',
    errors: [
      {
        code: 'invalid-value',
        file: 'pages/about.yaml',
        line: 5,
        column: 12,
        field: 'blocks[0].title',
        message: 'must not be empty',
        hint: 'Write the text, or remove the field if it is optional.',
      },
    ],
  },
  {
    name: 'description-too-long',
    errors: [
      {
        code: 'invalid-value',
        file: 'pages/about.yaml',
        line: 2,
        column: 14,
        field: 'description',
        message: 'is too long: at most 170 characters',
        hint: 'Shorten the text.',
      },
    ],
  },
  {
    name: 'invalid-anchor',
    errors: [
      {
        code: 'invalid-value',
        file: 'pages/about.yaml',
        line: 5,
        column: 9,
        field: 'blocks[0].id',
        message: 'does not have the expected form',
        hint: 'An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.',
      },
    ],
  },
  {
    name: 'bad-email',
    errors: [
      {
        code: 'invalid-value',
        file: 'site.yaml',
        line: 11,
        column: 10,
        field: 'company.email',
        message: 'is not a valid e-mail address',
        hint: 'Write it as name@example.com, with no spaces.',
      },
    ],
  },
  {
    // One run reports both files; the page with errors is not also reported as a missing link target.
    name: 'errors-in-two-files',
    errors: [
      {
        code: 'unknown-field',
        file: 'pages/about.yaml',
        line: 5,
        column: 5,
        field: 'blocks[0].titel',
        message: 'unknown field "titel"',
        hint: 'Did you mean "title"?',
      },
      {
        code: 'broken-link',
        file: 'pages/services/index.yaml',
        line: 8,
        column: 15,
        field: 'blocks[0].buttons[0].href',
        message: 'the link /services/network-infrastructure/wireles goes to no page',
        hint: 'Did you mean "/services/network-infrastructure/wireless"?',
      },
    ],
  },
  {
    // A field one space too far right reads as more text of the field above: said at the field, with its column.
    name: 'field-indented-too-far',
    errors: [
      {
        code: 'indentation',
        file: 'pages/about.yaml',
        line: 8,
        column: 10,
        field: '',
        message: 'YAML syntax error: the field "description" is indented further than the fields above it',
        hint: 'Start "description" at column 9, where "title" starts on line 7. If this line continues the text above, put that text in quotes.',
      },
    ],
  },
  {
    // Spaces then a tab: the tab is named at its column, and the next block is not reported too.
    name: 'tab-after-spaces',
    errors: [
      {
        code: 'indentation',
        file: 'pages/about.yaml',
        line: 6,
        column: 3,
        field: '',
        message: 'YAML syntax error: this line is indented with a tab',
        hint: 'Indent with spaces, never tabs (two spaces per level).',
      },
    ],
  },
  {
    // The quotes hint shows the author's own value, as written.
    name: 'text-where-number-written',
    errors: [
      {
        code: 'wrong-type',
        file: 'pages/about.yaml',
        line: 5,
        column: 12,
        field: 'blocks[0].title',
        message: 'expected text, found the number 2024',
        hint: 'Put the value in quotes: "2024".',
      },
    ],
  },
  {
    // Names become addresses and ids: a page and a case study named with spaces and capitals.
    name: 'file-name-not-words',
    errors: [
      {
        code: 'bad-file-name',
        file: 'collections/case-studies/Port Authority 2.yaml',
        line: 1,
        column: 1,
        field: '',
        message: 'the file name "Port Authority 2.yaml" is not lowercase words and dashes',
        hint: 'Rename the file to "port-authority-2.yaml": its name becomes the item\'s id and the address of its page.',
      },
      {
        code: 'bad-file-name',
        file: 'pages/Our Team.yaml',
        line: 1,
        column: 1,
        field: '',
        message: 'the file name "Our Team.yaml" is not lowercase words and dashes',
        hint: 'Rename the file to "our-team.yaml": its name becomes the page\'s address.',
      },
    ],
  },
  {
    // npm run new:page writes draft: true; once it is removed, a TODO text left stops the build (not published as is).
    name: 'placeholder-on-published-page',
    errors: [
      {
        code: 'placeholder-text',
        file: 'pages/team.yaml',
        line: 2,
        column: 14,
        field: 'description',
        message: 'this text is still the placeholder of npm run new:page',
        found: '"TODO One or two sentences that say what this page offers."',
        hint: 'Replace the placeholder text, or mark the page `draft: true` until it is ready.',
      },
      {
        code: 'placeholder-text',
        file: 'pages/team.yaml',
        line: 6,
        column: 15,
        field: 'blocks[0].subtitle',
        message: 'this text is still the placeholder of npm run new:page',
        found: '"TODO One or two sentences under the heading."',
        hint: 'Replace the placeholder text, or mark the page `draft: true` until it is ready.',
      },
    ],
  },
  {
    // The production build and validate leave the draft out; the dev server accepts the link.
    name: 'link-to-draft',
    errors: [
      {
        code: 'link-to-draft',
        file: 'pages/careers.yaml',
        line: 8,
        column: 15,
        field: 'blocks[0].buttons[0].href',
        message: 'the link /team goes to a draft, which the production build leaves out',
        hint: 'Publish it (remove "draft: true" from the page it goes to), or remove the link.',
      },
    ],
  },
  {
    // The about page is published; /launch goes live on 2026-11-30 at 09:00 in Lagos, after the case's clock.
    name: 'link-to-scheduled-page',
    now: '2026-11-26T12:00:00Z',
    errors: [
      {
        code: 'link-to-unpublished',
        file: 'pages/about.yaml',
        line: 9,
        column: 15,
        field: 'blocks[0].buttons[0].href',
        message:
          'the link /launch goes to pages/launch.yaml, which goes live 2026-11-30T09:00 (Africa/Lagos): until then the production build leaves it out',
        hint: 'Give this page a publishAt no earlier than 2026-11-30T09:00, or add the link when pages/launch.yaml is live.',
      },
    ],
  },
  {
    name: 'time-zone-unknown',
    errors: [
      {
        code: 'bad-time-zone',
        file: 'site.yaml',
        line: 5,
        column: 11,
        field: 'timeZone',
        message: '"Africa/Lagoss" is not a time zone name',
        hint: 'Did you mean "Africa/Lagos"?',
      },
    ],
  },
  {
    // A rebrand to #E4572E for both accents: white on it is 3.68:1. Each failing pair of the declared table
    // (src/shared/theme-pairs.ts), at the key to change, with the nearest passing colour of the same hue.
    name: 'theme-accent-low-contrast',
    errors: [
      {
        code: 'low-contrast',
        file: 'site.yaml',
        line: 83,
        column: 19,
        field: 'theme.colors.accentStrong',
        message:
          "accentStrong #E4572E on surface #ffffff has a contrast of 3.68:1, under WCAG AA's 4.5:1 for text of any size (links, eyebrows and ticks on light sections)",
        expected: 'at least 4.5:1',
        found: '3.68:1',
        hint: 'Make accentStrong #d4451b, the nearest colour of the same hue that reaches 4.5:1 against surface #ffffff, or pick another.',
      },
      {
        code: 'low-contrast',
        file: 'site.yaml',
        line: 83,
        column: 19,
        field: 'theme.colors.accentStrong',
        message:
          "accentStrong #E4572E on surfaceMuted #f1f5f9 has a contrast of 3.36:1, under WCAG AA's 4.5:1 for text of any size (links, eyebrows and ticks on grey sections)",
        hint: 'Make accentStrong #c9411a, the nearest colour of the same hue that reaches 4.5:1 against surfaceMuted #f1f5f9, or pick another.',
      },
      {
        code: 'low-contrast',
        file: 'site.yaml',
        line: 83,
        column: 19,
        field: 'theme.colors.accentStrong',
        message:
          "accentContrast #ffffff on accentStrong #E4572E has a contrast of 3.68:1, under WCAG AA's 4.5:1 for text of any size (the text of buttons, active filters and tabs, and step numbers)",
        hint: 'Make accentStrong #d4451b, the nearest colour of the same hue that reaches 4.5:1 against accentContrast #ffffff, or pick another.',
      },
    ],
  },
  {
    // Both files are reported, each naming the other with its line and column.
    name: 'redirect-loop',
    errors: [
      {
        code: 'bad-alias',
        file: 'pages/people.yaml',
        line: 3,
        column: 11,
        field: 'aliases[0]',
        message:
          'a redirect loop: /team is the address of pages/team.yaml, whose aliases send /people back here (pages/team.yaml:4:5)',
        hint: 'Keep the old address only on the page that moved: remove /team here or /people there.',
      },
      {
        code: 'bad-alias',
        file: 'pages/team.yaml',
        line: 4,
        column: 5,
        field: 'aliases[0]',
        message:
          'a redirect loop: /people is the address of pages/people.yaml, whose aliases send /team back here (pages/people.yaml:3:11)',
        hint: 'Keep the old address only on the page that moved: remove /people here or /team there.',
      },
    ],
  },
  {
    // The production build leaves the draft out: its old address would redirect to nowhere.
    name: 'alias-to-draft',
    errors: [
      {
        code: 'bad-alias',
        file: 'pages/team.yaml',
        line: 5,
        column: 5,
        field: 'aliases[0]',
        message: 'the old address /about/people would redirect to /team, a draft the production build leaves out',
        hint: 'Publish the page (remove "draft: true"), or remove its aliases until it is published.',
      },
    ],
  },
  {
    // Section links are checked against the ids of the target page's blocks; "#main" is the layout's, on every page.
    name: 'broken-section-link',
    errors: [
      {
        code: 'broken-section-link',
        file: 'pages/about.yaml',
        line: 13,
        column: 15,
        field: 'blocks[1].buttons[0].href',
        message: 'the link /services#lst jumps to a section that /services does not have',
        expected: 'the id of a block of /services: "list"',
        hint: 'Did you mean "/services#list"?',
      },
      {
        code: 'broken-section-link',
        file: 'pages/about.yaml',
        line: 15,
        column: 15,
        field: 'blocks[1].buttons[1].href',
        message: 'the link /services#pricing jumps to a section that /services does not have',
        hint: 'Add "id: pricing" to the block of /services the link should jump to, or link to the page without "#pricing".',
      },
      {
        code: 'broken-section-link',
        file: 'pages/about.yaml',
        line: 20,
        column: 15,
        field: 'blocks[2].buttons[0].href',
        message: 'the link #why-su jumps to a section that this page does not have',
        expected: 'the id of a block of this page: "why-us"',
        hint: 'Did you mean "#why-us"?',
      },
    ],
  },
  {
    name: 'broken-section-link-in-site-yaml',
    errors: [
      {
        code: 'broken-section-link',
        file: 'site.yaml',
        line: 49,
        column: 36,
        field: 'footer.columns[0].links[1].href',
        message: 'the link /services#lisst jumps to a section that /services does not have',
        hint: 'Did you mean "/services#list"?',
      },
    ],
  },
  {
    // A file named by the content that is there but damaged: its facts (pages, size) cannot be read, and visitors
    // would download a file they cannot open.
    name: 'damaged-pdf',
    errors: [
      {
        code: 'unreadable-file',
        file: 'collections/white-papers/zero-trust-playbook.yaml',
        line: 4,
        column: 7,
        field: 'file',
        message:
          'the file /assets/papers/zero-trust-playbook.pdf cannot be read as a PDF: it has no %%EOF marker at its end: the file is cut short',
        expected: 'a complete PDF file',
        found: '"/assets/papers/zero-trust-playbook.pdf"',
        hint: 'Export the document again as PDF (or run the script that makes it) and replace the file.',
      },
    ],
  },
  {
    name: 'translation-source-missing',
    errors: [
      {
        code: 'translation-source-missing',
        file: 'pages/fr/services.yaml',
        line: 3,
        column: 13,
        field: 'translates',
        message: 'translates /abuot, which is no page of the default language (en)',
        expected: 'the address of the default-language page this page translates',
        found: '/abuot',
        hint: 'Did you mean "/about"? Write the address of the page this one translates, or remove "translates" from a page only this language has.',
      },
    ],
  },
  {
    // The file name ties an item translation to its item: a misspelt one translates nothing.
    name: 'item-translation-source-missing',
    errors: [
      {
        code: 'translation-source-missing',
        file: 'collections/fr/case-studies/acme-bnak.yaml',
        line: 1,
        column: 1,
        field: '',
        message:
          'translates the case-studies item "acme-bnak", which the default language (en) does not have: there is no collections/case-studies/acme-bnak.yaml',
        expected: 'the file name of the case-studies item this file translates',
        found: 'acme-bnak.yaml',
        hint: 'Did you mean "acme-bank.yaml"? Name the file after the item it translates, or write the item in collections/case-studies/ first.',
      },
    ],
  },
  {
    name: 'item-template-translates-nothing',
    errors: [
      {
        code: 'translation-source-missing',
        file: 'pages/fr/etudes-de-cas/[id].yaml',
        line: 5,
        column: 13,
        field: 'translates',
        message: "translates /case-study/[id], which is not the default language's page of each case-studies item",
        expected: "the address of the default language's [id].yaml page with collection: case-studies",
        found: '/case-study/[id]',
        hint: 'Did you mean "/case-studies/[id]"? Write the address of the template this one translates, or remove "translates".',
      },
    ],
  },
  {
    name: 'duplicate-item-template',
    errors: [
      {
        code: 'duplicate-translation',
        file: 'pages/fr/cas/[id].yaml',
        line: 4,
        column: 13,
        field: 'collection',
        message:
          'the case-studies items have two Français (fr) pages: this one (/fr/cas/[id]) and pages/fr/etudes-de-cas/[id].yaml (/fr/etudes-de-cas/[id])',
        expected: 'one [id].yaml page per collection in each language',
        found: '2 files',
        hint: 'Keep one of the two: a case-studies item has one address in each language.',
      },
      {
        code: 'duplicate-translation',
        file: 'pages/fr/etudes-de-cas/[id].yaml',
        line: 4,
        column: 13,
        field: 'collection',
        message:
          'the case-studies items have two Français (fr) pages: this one (/fr/etudes-de-cas/[id]) and pages/fr/cas/[id].yaml (/fr/cas/[id])',
        hint: 'Keep one of the two: a case-studies item has one address in each language.',
      },
    ],
  },
  {
    name: 'duplicate-translation',
    errors: [
      {
        code: 'duplicate-translation',
        file: 'pages/fr/a-propos.yaml',
        line: 4,
        column: 13,
        field: 'translates',
        message:
          '/about has two Français (fr) translations: this one (/fr/a-propos) and pages/fr/qui-sommes-nous.yaml (/fr/qui-sommes-nous)',
        expected: 'one translation of a page per language',
        found: '2 files',
        hint: 'Keep one of the two, or point the other\'s "translates" at the page it really translates.',
      },
      {
        code: 'duplicate-translation',
        file: 'pages/fr/qui-sommes-nous.yaml',
        line: 3,
        column: 13,
        field: 'translates',
        message:
          '/about has two Français (fr) translations: this one (/fr/qui-sommes-nous) and pages/fr/a-propos.yaml (/fr/a-propos)',
        hint: 'Keep one of the two, or point the other\'s "translates" at the page it really translates.',
      },
    ],
  },
]

/** The two groups of warnings/menu-items-hidden with more items than their menus show. */
const MENU_WARNINGS: ContentWarning[] = [
  {
    code: 'menu-items-hidden',
    file: 'site.yaml',
    line: 31,
    column: 13,
    field: 'navigation.links[1].menu.groups[0]',
    message:
      'the menu group "Company" has 3 items and its menu shows 2 (2 on phones); the group\'s View all link to /about leads to the others: "Hooli"',
    expected: 'at most 2 items in a group (itemsPerGroup: 2, itemsPerGroupMobile: 2)',
    found: '3 items',
    hint: 'To show every item in the menu, raise itemsPerGroup and itemsPerGroupMobile of this menu, or move items to another group; otherwise put the items most visitors look for first.',
  },
  {
    code: 'menu-items-hidden',
    file: 'site.yaml',
    line: 52,
    column: 13,
    field: 'navigation.links[2].menu.groups[0]',
    message:
      'the menu group "Network Infrastructure" has 5 items and its menu shows 4 (3 on phones); the group\'s View all link to /services leads to the others: "Initech" (on phones also "Acme Bank")',
    expected: 'at most 3 items in a group (itemsPerGroup: 4, itemsPerGroupMobile: 3)',
    found: '5 items',
    hint: 'To show every item in the menu, raise itemsPerGroup and itemsPerGroupMobile of this menu, or move items to another group; otherwise put the items most visitors look for first.',
  },
]

/**
 * The notices of the languages site (tests/fixtures/sites/languages): two case studies it lacks in Arabic and one in
 * French; its case studies list in Arabic; its two services pages in French and Arabic.
 */
const MISSING_TRANSLATIONS: ContentNotice[] = [
  ...[
    ['hooli', 'fr', 'Français'],
    ['hooli', 'ar', 'العربية'],
    ['initech', 'ar', 'العربية'],
  ].map(([id, code, label]) => ({
    code: 'missing-translation' as const,
    file: `collections/case-studies/${id}.yaml`,
    line: 1,
    column: 8,
    field: 'title',
    message: `the case-studies item "${id}" has no ${label} (${code}) translation: ${code} visitors see it in English`,
    expected: `a file collections/${code}/case-studies/${id}.yaml`,
    found: 'none',
    hint: `Copy collections/case-studies/${id}.yaml into collections/${code}/case-studies/, translate its text, then run npm run i18n -- --mark <the new file>.`,
  })),
  ...[
    ['pages/case-studies/index.yaml', '/case-studies', 'ar', 'العربية'],
    ...[
      ['pages/services/index.yaml', '/services'],
      ['pages/services/network-infrastructure/wireless.yaml', '/services/network-infrastructure/wireless'],
    ].flatMap(([file, route]) => [
      [file!, route!, 'fr', 'Français'],
      [file!, route!, 'ar', 'العربية'],
    ]),
  ].map(([file, route, code, label]) => ({
    code: 'missing-translation' as const,
    file: file!,
    line: 1,
    column: 8,
    field: 'title',
    message: `${route} has no ${label} (${code}) translation: ${code} visitors are sent to the English page`,
    expected: `a page under site/pages/${code}/ with translates: ${route}`,
    found: 'none',
    hint: `Copy ${file} into site/pages/${code}/, add "translates: ${route}", translate it, then run npm run i18n -- --mark <the new file>.`,
  })),
]

/** The stale translation of /about in one language (warnings/stale-translation: its title and call to action edited). */
function staleAbout(file: string): ContentWarning {
  return {
    code: 'stale-translation',
    file,
    line: 5,
    column: 16,
    field: 'sourceVersion',
    message: '/about (pages/about.yaml) changed since this translation was made: the title, blocks[2] (cta)',
    expected: "the version of the source's text the translation was made from",
    found: '60e20f.a34848.8a3149.c8a25f.e44f0a',
    hint: `Translate what changed, then run npm run i18n -- --mark ${file}`,
  }
}

/** The stale translation of the Acme Bank case study in one language (warnings/stale-item-translation). */
function staleAcme(file: string, line: number, language: string): ContentWarning {
  return {
    code: 'stale-translation',
    file,
    line,
    column: 16,
    field: 'sourceVersion',
    message: `the case-studies item "acme-bank" (collections/case-studies/acme-bank.yaml) changed since this ${language} translation was made: results, title`,
    expected: "the version of the source's text the translation was made from",
    found:
      '4215aa.056cf3.77cd88.aa0fc0.edccf4.4d9ef1.eaef7e.2702e8.8f7ee7.6407ee.33d8de.4c5816.2a0bfc.a854d9.d786d1.c6a92c',
    hint: `Translate what changed, then run npm run i18n -- --mark ${file}`,
  }
}

/** The fixed clock of the timed-publishing fixtures: Thursday 2026-11-26 at 12:00 UTC (13:00 in their Africa/Lagos). */
const NOW = new Date('2026-11-26T12:00:00Z')

/**
 * Every folder under tests/fixtures/warnings: content that builds, with the exact warnings and notices it gets (loaded
 * at `now` where its words depend on the day).
 */
const warningCases: Array<{ name: string; now?: Date; warnings: ContentWarning[]; notices?: ContentNotice[] }> = [
  {
    name: 'menu-items-hidden',
    warnings: MENU_WARNINGS,
  },
  { name: 'missing-translation', warnings: [], notices: MISSING_TRANSLATIONS },
  {
    name: 'stale-translation',
    warnings: [staleAbout('pages/ar/about.yaml'), staleAbout('pages/fr/a-propos.yaml')],
    notices: MISSING_TRANSLATIONS,
  },
  {
    name: 'stale-item-translation',
    warnings: [
      staleAcme('collections/ar/case-studies/acme-bank.yaml', 1, 'العربية (ar)'),
      staleAcme('collections/fr/case-studies/acme-bank.yaml', 2, 'Français (fr)'),
    ],
    notices: MISSING_TRANSLATIONS,
  },
  {
    // The Company group's warning acknowledged, with its reason (two lines more above the other group): only the
    // other one is still a warning.
    name: 'menu-items-acknowledged',
    warnings: [{ ...MENU_WARNINGS[1]!, line: 54 }],
  },
  {
    name: 'scheduled-page',
    now: NOW,
    warnings: [],
    notices: [
      {
        code: 'scheduled',
        file: 'pages/launch.yaml',
        line: 3,
        column: 12,
        field: 'publishAt',
        message: 'scheduled: goes live 2026-11-30T09:00 (Africa/Lagos); the production build leaves it out until then',
      },
    ],
  },
  {
    name: 'expired-page',
    now: NOW,
    warnings: [],
    notices: [
      {
        code: 'expired',
        file: 'pages/offer.yaml',
        line: 4,
        column: 14,
        field: 'unpublishAt',
        message: 'expired: unpublished since 2026-11-24T23:59 (Africa/Lagos); the production build leaves it out',
      },
    ],
  },
  {
    name: 'unpublish-before-publish',
    now: NOW,
    warnings: [
      {
        code: 'unpublish-before-publish',
        file: 'pages/offer.yaml',
        line: 4,
        column: 14,
        field: 'unpublishAt',
        message: 'unpublishAt 2026-11-27T00:00 is not after publishAt 2026-11-28T00:00, so this is never published',
        expected: 'a time after 2026-11-28T00:00',
        found: '"2026-11-27T00:00"',
        hint: 'Correct one of the two times: unpublishAt is when it comes down, after it went live.',
      },
    ],
  },
  {
    name: 'publish-at-on-draft',
    now: NOW,
    warnings: [
      {
        code: 'publish-at-on-draft',
        file: 'pages/launch.yaml',
        line: 4,
        column: 12,
        field: 'publishAt',
        message:
          'publishAt 2026-11-20T09:00 (Africa/Lagos) has passed, but this is still a draft, so it is not published',
        expected: 'no "draft: true" once publishAt should publish it',
        found: 'draft: true',
        hint: 'Remove "draft: true" to publish it at publishAt, or move publishAt to when it should go live.',
      },
    ],
  },
  {
    name: 'future-date',
    now: NOW,
    warnings: [
      {
        code: 'future-date',
        file: 'collections/articles/launch-notes.yaml',
        line: 3,
        column: 7,
        field: 'date',
        message:
          'the date 2026-12-07 is after today (2026-11-26, Africa/Lagos), but with no publishAt this is published with the next build',
        expected: 'a publishAt to go live on that day, or a date that has come',
        found: '"2026-12-07"',
        hint: 'To publish it on that day, add "publishAt: 2026-12-07T09:00" (the time of day you want); otherwise correct the date.',
      },
    ],
  },
]

/**
 * The build's picture checks (they read the files with sharp, after loading): each folder of tests/fixtures/images is
 * named by the code it makes, and tests/node/render/image-checks.test.ts pins its exact message.
 */
const PICTURE_CHECKS = folders(IMAGE_FIXTURES)

function folders(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

afterAll(removeFixtureSites)

describe('bad content fixtures', () => {
  it('has a case for every folder in tests/fixtures/bad, and at least 30', () => {
    expect(cases.map((c) => c.name).sort()).toEqual(folders(BAD_FIXTURES))
    expect(cases.length).toBeGreaterThanOrEqual(30)
  })

  it.each(cases)('$name', ({ name, remove, now, errors: expected }) => {
    const errors = createFixtureSite({ bad: name, remove }).load(now ? { now: new Date(now) } : {}).errors
    const pick = (e: ContentError, x: Expected | undefined) => ({
      code: e.code,
      file: e.file,
      line: e.line,
      column: e.column,
      field: e.field,
      message: e.message,
      ...(x?.expected !== undefined ? { expected: e.expected } : {}),
      ...(x?.found !== undefined ? { found: e.found } : {}),
      ...(x?.hint !== undefined ? { hint: e.hint } : {}),
    })
    expect(errors.map((e, i) => pick(e, expected[i]))).toEqual(expected.map(({ hintContains: _, ...x }) => x))
    expected.forEach((x, i) => {
      if (x.hintContains) expect(errors[i]?.hint).toContain(x.hintContains)
    })
    // Every error says what to do.
    for (const error of errors) expect(error.hint).toBeTruthy()
  })
})

describe('warning fixtures', () => {
  it('has a case for every folder in tests/fixtures/warnings', () => {
    expect(warningCases.map((c) => c.name).sort()).toEqual(folders(WARNING_FIXTURES))
  })

  it.each(warningCases)(
    '$name: builds, with exactly these warnings and notices',
    ({ name, now, warnings, notices }) => {
      const result = createFixtureSite({ warning: name }).load(now ? { now } : undefined)
      expect(result.errors).toEqual([])
      expect(result.warnings).toEqual(warnings)
      expect(result.notices).toEqual(notices ?? [])
    },
  )
})

describe('the catalogue (src/node/errors/catalogue.ts)', () => {
  // A code nobody can make is a page of docs/errors.md that lies; a code no fixture pins can change its words unseen.
  it('has a fixture pinning the message of every error code, and every code a fixture makes is in it', () => {
    const pinned = new Set<string>([...cases.flatMap((c) => c.errors.map((e) => e.code)), ...PICTURE_CHECKS])
    const missing = Object.keys(errorCatalogue).filter((code) => !pinned.has(code as ContentError['code']))
    expect(missing, 'codes with no case here and no folder under tests/fixtures/bad or images').toEqual([])
    const made = cases.flatMap((c) => c.errors.map((e) => e.code))
    expect(made.filter((code) => !(code in errorCatalogue))).toEqual([])
    expect(PICTURE_CHECKS.filter((code) => !(code in errorCatalogue) && !(code in warningCatalogue))).toEqual([])
  })

  it('has a fixture pinning the message of every warning and notice code', () => {
    const pinned = new Set<string>([
      ...warningCases.flatMap((c) => [...c.warnings, ...(c.notices ?? [])].map((w) => w.code)),
      ...PICTURE_CHECKS,
    ])
    const missing = [...Object.keys(warningCatalogue), ...Object.keys(noticeCatalogue)].filter(
      (code) => !pinned.has(code),
    )
    expect(missing, 'codes with no case here and no folder under tests/fixtures/warnings').toEqual([])
  })
})
