import { ArrowRight } from '../../generated/icons.ts'
import { cardStyles } from '../../components/Card.tsx'
import { IconTile } from '../../components/IconTile.tsx'
import { Section } from '../../components/Section.tsx'
import { SmartLink } from '../../components/SmartLink.tsx'
import type { SitemapBlock } from '../../generated/schema-types.ts'
import type { RouteSummary } from '../../shared/types.ts'
import type { BlockProps } from '../types.ts'
import { groupRoutes } from './group-routes.ts'
import * as styles from './Sitemap.styles.ts'

type Group = SitemapBlock['groups'][number]

/** The site map: every page of the site (`routes`), in the groups the YAML describes by address pattern. */
export function Sitemap({
  id,
  tone,
  eyebrow,
  title,
  intro,
  groups,
  routes,
  currentRoute: current,
}: BlockProps<'sitemap'>) {
  const grouped = groupRoutes(groups, routes).groups
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <ul css={styles.grid}>
        {grouped.map(({ group, links }) => (
          <li key={group.title} css={links.length > 8 ? styles.wide : undefined}>
            <GroupCard group={group} links={links} current={current} headingLevel={title ? 3 : 2} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

function GroupCard({
  group,
  links,
  current,
  headingLevel,
}: {
  group: Group
  links: RouteSummary[]
  current: string
  headingLevel: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div css={[cardStyles, styles.card]}>
      <div css={styles.cardHeader}>
        {group.icon ? <IconTile name={group.icon} /> : null}
        <Heading css={styles.cardTitle}>{group.title}</Heading>
      </div>
      <ul css={[styles.links, links.length > 8 && styles.linksInColumns]}>
        {links.map((link) => (
          <li key={link.route}>
            <SmartLink href={link.route} css={styles.link} aria-current={link.route === current ? 'page' : undefined}>
              <ArrowRight size={14} />
              {link.navLabel}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
