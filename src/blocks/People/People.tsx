import { Section } from '../../components/Section.tsx'
import { SiteImage } from '../../components/SiteImage.tsx'
import { LinkList } from '../../components/LinkList.tsx'
import { initialsOf } from '../Quote/Quote.tsx'
import type { BlockProps } from '../types.ts'
import * as styles from './People.styles.ts'

/** A team: a card per person with a round portrait (or initials), name, role, bio and links. Static. */
export function People({ id, tone = 'light', eyebrow, title, intro, people }: BlockProps<'people'>) {
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <ul css={styles.list}>
        {people.map((person) => (
          <li key={person.name} css={styles.person}>
            {person.photo ? (
              <SiteImage image={person.photo} css={styles.photo} width={112} height={112} />
            ) : (
              <span aria-hidden="true" css={styles.initials}>
                {initialsOf(person.name)}
              </span>
            )}
            <div>
              <h3 css={styles.name}>{person.name}</h3>
              <p css={styles.role}>{person.role}</p>
              {person.bio ? <p css={styles.bio}>{person.bio}</p> : null}
              {person.links?.length ? (
                <LinkList links={person.links} listCss={styles.links} linkCss={styles.link} />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
