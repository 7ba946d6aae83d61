import { Section } from '../../components/Section.tsx'
import { SiteImage } from '../../components/SiteImage.tsx'
import { SmartLink } from '../../components/SmartLink.tsx'
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
                <ul css={styles.links}>
                  {person.links.map((link) => (
                    <li key={link.href}>
                      <SmartLink href={link.href} css={styles.link}>
                        {link.label}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
