import { describe, expect, it } from 'vitest'
import { organizationJsonLd } from '../../../src/node/render/structured-data.ts'
import type { SiteConfig } from '../../../src/shared/types.ts'
import { siteConfig } from '../../helpers/render.tsx'

/** A site whose company has every identity field site.yaml allows, each written once. */
function withCompany(company: Partial<SiteConfig['company']>): SiteConfig {
  return { ...siteConfig, url: 'https://clinic.example', company: { ...siteConfig.company, ...company } }
}

describe('organizationJsonLd', () => {
  it('gives search engines each address field as written, the office coordinates and the profiles elsewhere', () => {
    const config = withCompany({
      name: 'Harbour Clinic',
      address: {
        street: '4 Marina Road',
        locality: 'Accra',
        region: 'Greater Accra',
        postalCode: 'GA-100',
        country: 'Ghana',
      },
      geo: { latitude: 5.5502, longitude: -0.2174 },
      social: [
        { label: 'LinkedIn', href: 'https://www.linkedin.com/company/harbour-clinic' },
        { label: 'Our news', href: '/resources' },
      ],
    })
    const org = organizationJsonLd(config) as unknown as Record<string, unknown>
    expect(org.name).toBe('Harbour Clinic')
    expect(org.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '4 Marina Road',
      addressLocality: 'Accra',
      addressRegion: 'Greater Accra',
      postalCode: 'GA-100',
      addressCountry: 'Ghana',
    })
    expect(org.location).toEqual({
      '@type': 'Place',
      geo: { '@type': 'GeoCoordinates', latitude: 5.5502, longitude: -0.2174 },
    })
    expect(org.sameAs).toEqual(['https://www.linkedin.com/company/harbour-clinic', 'https://clinic.example/resources'])
  })

  it('leaves out what site.yaml does not give: no region, postal code, coordinates or profiles', () => {
    const org = organizationJsonLd(
      withCompany({ address: { street: '1 High Street', locality: 'Leeds', country: 'United Kingdom' } }),
    ) as unknown as Record<string, unknown>
    expect(org.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1 High Street',
      addressLocality: 'Leeds',
      addressCountry: 'United Kingdom',
    })
    expect(org).not.toHaveProperty('location')
    expect(org).not.toHaveProperty('sameAs')
  })
})
