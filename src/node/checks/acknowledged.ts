import type { ContentWarning } from '../errors/errors.ts'

/**
 * Warnings a site has accepted (`acknowledge: { <code>: <reason> }` on the place a warning is about, or on any place
 * around it: a menu group, a page file, an item). They are set apart, so validate, the build and the dev server print
 * one line for them and the author's new warnings stand out; the reason stays in the file for the next reader.
 */

/** A warning the site has accepted, with the reason written beside `acknowledge`. */
export interface AcknowledgedWarning extends ContentWarning {
  reason: string
}

/** "navigation.links[2].menu.groups[0]" → ["navigation", "links", 2, "menu", "groups", 0]. */
function fieldPath(field: string): Array<string | number> {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!))
}

/** The reason for a warning, from the `acknowledge` of the field it is about or of a field around it. */
function reasonFor(warning: ContentWarning, data: unknown): string | undefined {
  let node: unknown = data
  let reason: string | undefined
  const look = () => {
    const acknowledge = (node as { acknowledge?: Record<string, unknown> } | null)?.acknowledge
    const given = acknowledge?.[warning.code]
    if (typeof given === 'string') reason = given
  }
  look()
  for (const step of fieldPath(warning.field)) {
    if (node === null || typeof node !== 'object') break
    node = (node as Record<string | number, unknown>)[step]
    look()
  }
  return reason
}

/** The warnings split into the new ones and those the content acknowledges, each file's data read by its name. */
export function splitAcknowledged(
  warnings: ContentWarning[],
  dataOf: (file: string) => unknown,
): { warnings: ContentWarning[]; acknowledged: AcknowledgedWarning[] } {
  const fresh: ContentWarning[] = []
  const acknowledged: AcknowledgedWarning[] = []
  for (const warning of warnings) {
    const reason = reasonFor(warning, dataOf(warning.file))
    if (reason === undefined) fresh.push(warning)
    else acknowledged.push({ ...warning, reason })
  }
  return { warnings: fresh, acknowledged }
}
