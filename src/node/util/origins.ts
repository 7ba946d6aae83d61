/**
 * The origin of an address (`https://a.example`), read as a browser reads it, with the WHATWG URL parser. Shared by
 * the address checks, the schema error messages (a fix that names a site) and the Content-Security-Policy's lists.
 */

/** The address as the URL parser reads it (against `base` when given), or undefined when it is not one. */
export function parseUrl(address: string, base?: URL): URL | undefined {
  try {
    return new URL(address, base)
  } catch {
    return undefined
  }
}

/**
 * The origin of an absolute address as the browser writes it (`HTTPS://A.example/x` → `https://a.example`); undefined
 * for an address that is not absolute or has no origin (`mailto:`, `data:`).
 */
export function originOf(address: string): string | undefined {
  const origin = parseUrl(address)?.origin
  return origin && origin !== 'null' ? origin : undefined
}

/** The origins of a site.yaml list (`imageOrigins`, `httpLinkOrigins`), as the browser writes them: sorted, once each. */
export function originList(list: readonly string[] | undefined): string[] {
  if (!list) return []
  let origins = originLists.get(list)
  if (!origins) {
    origins = originsOf(list)
    originLists.set(list, origins)
  }
  return origins
}

/** The lists already read (site.yaml's lists are read for every link of every page). */
const originLists = new WeakMap<readonly string[], string[]>()

function originsOf(list: readonly string[]): string[] {
  const origins = new Set<string>()
  for (const entry of list) {
    const origin = originOf(entry)
    if (origin) origins.add(origin)
  }
  return [...origins].sort()
}
