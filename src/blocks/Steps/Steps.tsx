import { Section } from '../../components/Section.tsx'
import { StepList } from '../../components/StepList.tsx'
import type { BlockProps } from '../types.ts'

/** A process in numbered steps, or a timeline of milestones labelled e.g. by year. */
export function Steps({ id, tone, eyebrow, title, intro, variant = 'numbered', items }: BlockProps<'steps'>) {
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <StepList steps={items} variant={variant} />
    </Section>
  )
}
