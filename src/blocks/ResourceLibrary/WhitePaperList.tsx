import { Download, FileText } from 'lucide-react'
import { useId } from 'react'
import { buttonStyles } from '../../components/ButtonLink.tsx'
import type { ResourceLibraryBlock, WhitePapersEntry } from '../../generated/schema-types.ts'
import type { CollectionEntry } from '../../shared/types.ts'
import * as styles from './ResourceLibrary.styles.ts'

type Paper = WhitePapersEntry & CollectionEntry

type Props = Omit<ResourceLibraryBlock['whitePapers'], 'collection'> & {
  papers: Paper[]
  /**
   * Called when a paper's Download button is pressed. The download form (name, e-mail, company) that then
   * starts the download is a later issue: it plugs in here and renders under the chosen paper.
   */
  onDownload?: (paper: Paper) => void
}

/** The white papers matching the topic: title, category, summary and a Download button each. */
export function WhitePaperList({ papers, title, intro, downloadLabel, emptyText, onDownload }: Props) {
  const headingId = useId()
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
              <PaperRow paper={paper} downloadLabel={downloadLabel} onDownload={onDownload} />
            </li>
          ))}
        </ul>
      ) : emptyText ? (
        <p css={styles.empty}>{emptyText}</p>
      ) : null}
    </section>
  )
}

function PaperRow({ paper, downloadLabel, onDownload }: { paper: Paper; downloadLabel: string; onDownload?: (paper: Paper) => void }) {
  const titleId = useId()
  return (
    <article aria-labelledby={titleId} css={styles.paper}>
      <span aria-hidden="true" css={styles.paperIcon}>
        <FileText size={26} strokeWidth={1.75} focusable="false" />
      </span>
      <div css={styles.paperText}>
        <p css={styles.paperCategory}>{paper.category}</p>
        <h3 id={titleId} css={styles.paperTitle}>
          {paper.title}
        </h3>
        <p css={styles.paperDescription}>{paper.description}</p>
      </div>
      {/* Same words on every row: the paper's title tells the buttons apart for screen readers. */}
      <button type="button" aria-describedby={titleId} onClick={() => onDownload?.(paper)} css={[buttonStyles.base, buttonStyles.secondary, styles.download]}>
        <Download size={18} aria-hidden="true" focusable="false" />
        {downloadLabel}
      </button>
    </article>
  )
}
