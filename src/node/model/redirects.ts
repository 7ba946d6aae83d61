import { type ContentError, contentError } from '../errors/errors.ts'
import { locate, type YamlSource } from '../content/yaml-source.ts'

/** An old address a file lists under `aliases`, with its place for messages. */
export interface AliasClaim {
  from: string
  file: string
  source: YamlSource
  /** JSON pointer of the alias in its file (`/aliases/0`). */
  pointer: string
}

/** A permanent redirect from a moved page's old address to its current one. */
export interface Redirect {
  from: string
  to: string
}

/** What the redirect plan reads of a page. */
export interface RedirectSource {
  route: string
  file: string
  draft?: boolean
  aliases?: readonly AliasClaim[]
}

/** `file:line:column` of an alias, as messages name it. */
function placeOf(claim: AliasClaim): string {
  const { line, column } = locate(claim.source, claim.pointer)
  return `${claim.file}:${line}:${column}`
}

/**
 * The redirects the pages' `aliases` make (pure), and the ones that cannot be: an old address that is still a page's
 * address (a loop when that page names this one's address in turn), one claimed by two pages, or, when drafts are
 * left out (`publishedOnly`), one leading to a draft. Each error names the other file with its line and column.
 */
export function planRedirects(
  pages: readonly RedirectSource[],
  options: { publishedOnly: boolean },
): { redirects: Redirect[]; errors: ContentError[] } {
  const owners = new Map(pages.map((page) => [page.route, page]))
  const claims = new Map<string, Array<{ claim: AliasClaim; page: RedirectSource }>>()
  for (const page of pages)
    for (const claim of page.aliases ?? []) claims.set(claim.from, [...(claims.get(claim.from) ?? []), { claim, page }])

  const errors: ContentError[] = []
  const redirects: Redirect[] = []
  const fail = (claim: AliasClaim, problem: Pick<ContentError, 'message' | 'expected' | 'hint'>) =>
    errors.push(
      contentError('bad-alias', {
        file: claim.file,
        ...locate(claim.source, claim.pointer),
        found: `"${claim.from}"`,
        ...problem,
      }),
    )

  for (const [from, claimants] of claims) {
    for (const { claim, page } of claimants) {
      const owner = owners.get(from)
      const others = claimants.filter((c) => c.claim !== claim)
      if (owner === page)
        fail(claim, {
          message: `the old address ${from} is this page's own address`,
          expected: 'an address the page had before it moved',
          hint: 'Remove it from "aliases": a page cannot redirect to itself.',
        })
      else if (owner) {
        const back = owner.aliases?.find((c) => c.from === page.route)
        fail(claim, {
          message: back
            ? `a redirect loop: ${from} is the address of ${owner.file}, whose aliases send ${page.route} back here (${placeOf(back)})`
            : `the old address ${from} is still the address of ${owner.file}:1:1`,
          expected: 'an address no page has',
          hint: back
            ? `Keep the old address only on the page that moved: remove ${from} here or ${page.route} there.`
            : 'Remove it from "aliases", or move (rename or delete) that page first.',
        })
      } else if (others.length > 0)
        fail(claim, {
          message: `the old address ${from} is also claimed by ${others.map((o) => placeOf(o.claim)).join(', ')}`,
          expected: 'each old address on one page only',
          hint: 'Keep it on the page visitors of the old address should reach, and remove it from the other.',
        })
      else if (options.publishedOnly && page.draft)
        fail(claim, {
          message: `the old address ${from} would redirect to ${page.route}, a draft the production build leaves out`,
          expected: 'aliases on a published page',
          hint: 'Publish the page (remove "draft: true"), or remove its aliases until it is published.',
        })
      else redirects.push({ from, to: page.route })
    }
  }
  return { redirects: redirects.sort((a, b) => a.from.localeCompare(b.from)), errors }
}
