import type { SiteConfig } from '../generated/schema-types.ts'

/** The office address as site.yaml writes it (`company.address`): one field per part. */
export type PostalAddress = SiteConfig['company']['address']

// The parts are written once, as fields; the lines shown are made from them, never parsed back out of a line.
const join = (parts: ReadonlyArray<string | undefined>) => parts.filter(Boolean).join(', ')

/** The full address on one line: street, locality, region, postal code and country, as far as they are given. */
export function fullAddress(address: PostalAddress): string {
  return join([address.street, address.locality, address.region, address.postalCode, address.country])
}

/** The address in short, where only the town is wanted: locality and country. */
export function shortAddress(address: PostalAddress): string {
  return join([address.locality, address.country])
}
