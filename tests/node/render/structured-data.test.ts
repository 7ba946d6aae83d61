import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, organizationJsonLd } from '../../../src/node/render/structured-data.ts'
import { breadcrumbTrail } from '../../../src/node/render/page-structured-data.ts'
import type { SiteConfig } from '../../../src/shared/types.ts'
import { siteConfig } from '../../helpers/render.tsx'

/** A site whose company has every identity field site.yaml allows, each written once. */
function withCompany(company: Partial<SiteConfig['company']>): SiteConfig {
  return { ...siteConfig, url: 'https://clinic.example', company: { ...siteConfig.company, ...company } }
}

describe('organizationJsonLd', () => {
  it('gives search engines each address field as written, the office coordinates and the profiles elsewhere', () => {
    const config = withCompany({
      type: 'Organization',
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

  it('describes a place visitors come to with its own coordinates and the opening hours given as data', () => {
    const clinic = organizationJsonLd(
      withCompany({
        type: 'MedicalClinic',
        geo: { latitude: 5.5502, longitude: -0.2174 },
        hours: [
          { days: 'Weekdays', time: '8 to 5', weekdays: ['Monday', 'Tuesday'], opens: '08:00', closes: '17:00' },
          { days: 'Sunday', time: 'Closed' },
        ],
      }),
    ) as unknown as Record<string, unknown>
    expect(clinic['@type']).toBe('MedicalClinic')
    expect(clinic.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 5.5502, longitude: -0.2174 })
    expect(clinic).not.toHaveProperty('location')
    // The closed line says nothing: search engines read days without hours as closed.
    expect(clinic.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday'], opens: '08:00', closes: '17:00' },
    ])
  })

  it('gives an organisation that is not a place no opening hours', () => {
    const org = organizationJsonLd(withCompany({ type: 'NGO' })) as unknown as Record<string, unknown>
    expect(org['@type']).toBe('NGO')
    expect(org).not.toHaveProperty('openingHoursSpecification')
  })
})

describe('breadcrumbs', () => {
  const site = {
    config: {
      ...siteConfig,
      navigation: { ...siteConfig.navigation, links: [{ label: 'What We Do', href: '/services' }] },
    },
    routes: [
      { route: '/', title: 'Home', navLabel: 'Home' },
      { route: '/services', title: 'Services', navLabel: 'Services' },
      { route: '/services/cloud', title: 'Cloud | Us', navLabel: 'Cloud' },
      { route: '/services/cloud/posture', title: 'Posture | Us', navLabel: 'Posture' },
      { route: '/guides/one', title: 'One | Us', navLabel: 'One' },
    ],
  }
  it.each([
    ['/about', undefined],
    ['/services/cloud', ['What We Do /services', 'Cloud /services/cloud']],
    ['/services/cloud/posture', ['What We Do /services', 'Cloud /services/cloud', 'Posture /services/cloud/posture']],
    // A step with no page is left out; the home page opens a trail that would have one step.
    ['/guides/one', ['Home /', 'One /guides/one']],
  ])('%s: the steps named as the header names them, else by their short name', (route, expected) => {
    expect(breadcrumbTrail(site, route)?.map((step) => `${step.name} ${step.route}`)).toEqual(expected)
  })

  it('links every step but the page itself, with absolute addresses', () => {
    const list = breadcrumbJsonLd({ ...siteConfig, url: 'https://x.example' }, [
      { name: 'Services', route: '/services' },
      { name: 'Cloud', route: '/services/cloud' },
    ])
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Services', item: 'https://x.example/services' },
      { '@type': 'ListItem', position: 2, name: 'Cloud' },
    ])
  })
})
