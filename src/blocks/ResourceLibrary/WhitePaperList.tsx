import { Download, FileText } from '../../generated/icons.ts'
import { useId, useRef, useState } from 'react'
import { buttonStyles } from '../../components/ButtonLink.tsx'
import { WhitePaperDownload } from '../../forms/WhitePaperDownload.tsx'
import type { FormDeclaration } from '../../forms/config.ts'
import type { ResourceLibraryBlock } from '../../generated/schema-types.ts'
import { fileInfo, megabytes } from '../../shared/files.ts'
import { fillTemplate } from '../../shared/text.ts'
import { categoryLabel, type CategoryDeclaration } from '../../shared/categories.ts'
import type { Entry } from '../../shared/types.ts'
import * as styles from './ResourceLibrary.styles.ts'

type Paper = Entry<'white-papers'>

type Props = Omit<ResourceLibraryBlock['whitePapers'], 'collection' | 'form'> & {
  papers: Paper[]
  categories: readonly CategoryDeclaration[] | undefined
  /** The declared form that gates each download (undefined only when validation already failed). */
  form?: FormDeclaration
}
type Labels = Pick<Props, 'downloadLabel' | 'detailsLabel' | 'form'>

/** The white papers matching the topic: title, category, summary, file facts and a Download button that opens the form. */
export function WhitePaperList({ papers, categories, title, intro, emptyText, ...labels }: Props) {
  const headingId = useId()
  const [chosen, setChosen] = useState<string | null>(null)
  return (
    <section aria-labelledby={headingId} css={styles.part}>
      <header css={styles.partHeader}>
        <h2 id={headingId} css={styles.partTitle}>
          {title}
        </h2>
        {intro ? <p css={styles.partIntro}>{intro}</p> : null}
      </header>
      {papers.length ? (
        <ul css={styles.paperList}>
          {papers.map((paper) => (
            <li key={paper.id}>
              <PaperRow
                paper={paper}
                category={categoryLabel(categories, paper.category)}
                labels={labels}
                open={chosen === paper.id}
                onToggle={(open) => setChosen(open ? paper.id : null)}
              />
            </li>
          ))}
        </ul>
      ) : emptyText ? (
        <p css={styles.empty}>{emptyText}</p>
      ) : null}
    </section>
  )
}

function PaperRow({
  paper,
  category,
  labels,
  open,
  onToggle,
}: {
  paper: Paper
  category: string
  labels: Labels
  open: boolean
  onToggle: (open: boolean) => void
}) {
  const titleId = useId()
  const formId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const info = fileInfo(paper, paper.file)
  const close = () => {
    onToggle(false)
    button.current?.focus()
  }
  return (
    <article aria-labelledby={titleId}>
      <div css={styles.paper}>
        <span aria-hidden="true" css={styles.paperIcon}>
          <FileText size={26} strokeWidth={1.75} />
        </span>
        <div css={styles.paperText}>
          <p css={styles.paperCategory}>{category}</p>
          <h3 id={titleId} css={styles.paperTitle}>
            {paper.title}
          </h3>
          <p css={styles.paperDescription}>{paper.description}</p>
          {info && labels.detailsLabel ? (
            <p css={styles.paperDetails}>
              {fillTemplate(labels.detailsLabel, { pages: info.pages, size: megabytes(info.bytes, info.size) })}
            </p>
          ) : null}
        </div>
        {/* Same words on every row: the paper's title tells the buttons apart for screen readers. */}
        {paper.file ? (
          <button
            ref={button}
            type="button"
            aria-describedby={titleId}
            aria-expanded={open}
            aria-controls={open ? formId : undefined}
            onClick={() => onToggle(!open)}
            css={[buttonStyles.base, buttonStyles.secondary, styles.download]}
          >
            <Download size={18} />
            {labels.downloadLabel}
          </button>
        ) : null}
      </div>
      {open && paper.file && labels.form ? (
        <div id={formId} css={styles.paperForm}>
          <WhitePaperDownload
            paper={{ title: paper.title, file: paper.file }}
            form={labels.form}
            onClose={close}
            headingLevel={4}
          />
        </div>
      ) : null}
    </article>
  )
}
