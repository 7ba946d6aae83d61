import { CircleCheck, Target } from '../../generated/icons.ts'
import { Section } from '../../components/Section.tsx'
import { StepList } from '../../components/StepList.tsx'
import { fillTemplate } from '../../shared/text.ts'
import { Hero } from '../Hero/Hero.tsx'
import { TabBar } from '../TabBar/TabBar.tsx'
import type { BlockProps } from '../types.ts'
import { CardGrid } from './CardGrid.tsx'
import { Overview } from './Overview.tsx'

type Heading = BlockProps<'service-detail'>['benefits']

/**
 * A service's overview page, drawn from its item in site/collections/services (`entry`): hero, the tab bar of the
 * menu group with the same id (`menuGroup`, overview tab current), overview and key features, benefits,
 * numbered process and use cases. The headings come from the block, so they are written once for all services.
 */
export function ServiceDetail({
  badge,
  scrollLabel,
  overview,
  benefits,
  process,
  useCases,
  entry: service,
  menuGroup,
  currentRoute,
}: BlockProps<'service-detail'>) {
  const fill = (text: string | undefined) =>
    text === undefined ? undefined : fillTemplate(text, { title: service.title })
  const heading = ({ eyebrow, title, intro }: Heading) => ({
    eyebrow: fill(eyebrow),
    title: fill(title),
    intro: fill(intro),
  })

  return (
    <>
      <Hero
        type="hero"
        variant="fullscreen"
        badge={badge}
        title={service.title}
        subtitle={service.subtitle}
        background={service.backgroundImage}
        scrollLabel={scrollLabel}
      />
      <TabBar type="tab-bar" group={service.id} includeOverview menuGroup={menuGroup} currentRoute={currentRoute} />
      <Overview
        id="overview"
        eyebrow={fill(overview.eyebrow)}
        title={fill(overview.title) ?? ''}
        featuresTitle={fill(overview.featuresTitle) ?? ''}
        paragraphs={service.overview ?? []}
        features={service.features ?? []}
        image={service.image}
      />
      {service.benefits?.length ? (
        <Section id="benefits" tone="muted" {...heading(benefits)}>
          <CardGrid cards={service.benefits} fallbackIcon={CircleCheck} />
        </Section>
      ) : null}
      {service.process?.length ? (
        <Section id="process" {...heading(process)}>
          <StepList steps={service.process} />
        </Section>
      ) : null}
      {service.useCases?.length ? (
        <Section id="use-cases" tone="muted" {...heading(useCases)}>
          <CardGrid cards={service.useCases} fallbackIcon={Target} />
        </Section>
      ) : null}
    </>
  )
}
