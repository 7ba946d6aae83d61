import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { Section } from '../../components/Section.tsx'
import { fillTemplate } from '../../shared/text.ts'
import type { BlockProps } from '../types.ts'
import { excerptParts, loadSearch, type SearchResult } from './pagefind.ts'
import * as styles from './Search.styles.ts'

type Found =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'failed' }
  | { status: 'done'; query: string; results: SearchResult[] }

/**
 * A search box over the site's pages (the index the build writes with Pagefind). The search code and index load when
 * the visitor first focuses the box. The results are a list of links under a live status line (how many, for what):
 * Tab or Arrow Down from the box reaches the first, Arrow Up and Down move between them, Enter opens one, and a
 * screen reader hears the count as it changes. The section is left out of the index itself (`data-pagefind-ignore`).
 */
export function Search({
  id,
  tone,
  eyebrow,
  title,
  intro,
  label,
  placeholder,
  countLabel,
  countOneLabel,
  emptyText,
  loadingText,
  errorText,
  limit = 8,
}: BlockProps<'search'>) {
  const inputId = useId()
  const statusId = useId()
  const [found, setFound] = useState<Found>({ status: 'idle' })
  const asked = useRef(0)
  const running = useRef<Promise<unknown>>(Promise.resolve())
  const list = useRef<HTMLOListElement>(null)

  const run = async (query: string) => {
    const ask = ++asked.current
    if (!query.trim()) return setFound({ status: 'idle' })
    setFound((now) => (now.status === 'done' ? now : { status: 'loading', query }))
    // One search at a time: a key pressed while one runs waits for it, and then only the latest query runs. A search
    // searches every shard of the index; each word typed on the way would keep the last one waiting.
    await running.current
    if (ask !== asked.current) return
    const search = loadSearch().then((searcher) => searcher(query, limit))
    running.current = search.catch(() => undefined)
    try {
      const results = await search
      if (ask === asked.current) setFound({ status: 'done', query, results })
    } catch {
      if (ask === asked.current) setFound({ status: 'failed' })
    }
  }

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])]
  const move = (event: KeyboardEvent, from: number) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0
    if (!step || (from < 0 && step < 0)) return
    const all = links()
    const to = from + step
    if (to >= all.length) return
    event.preventDefault()
    if (to < 0) document.getElementById(inputId)?.focus()
    else all[to]?.focus()
  }

  const results = found.status === 'done' ? found.results : []
  const status =
    found.status === 'failed'
      ? errorText
      : found.status === 'loading'
        ? (loadingText ?? '')
        : found.status === 'done'
          ? results.length === 0
            ? fillTemplate(emptyText, { query: found.query })
            : fillTemplate(results.length === 1 ? (countOneLabel ?? countLabel) : countLabel, {
                count: results.length,
                query: found.query,
              })
          : ''

  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} noHeading={!title}>
      <search css={styles.panel} data-pagefind-ignore="all">
        <div css={styles.form}>
          <label htmlFor={inputId} css={styles.label}>
            {label}
          </label>
          <input
            id={inputId}
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            aria-describedby={statusId}
            css={styles.input}
            onFocus={() => void loadSearch().catch(() => undefined)}
            onChange={(event) => void run(event.target.value)}
            onKeyDown={(event) => move(event, -1)}
          />
        </div>
        <p id={statusId} role="status" css={styles.status}>
          {status}
        </p>
        {results.length > 0 ? (
          <ol ref={list} css={styles.results} aria-labelledby={statusId}>
            {results.map((result, index) => (
              <Result key={result.url} result={result} onKeyDown={(event) => move(event, index)} />
            ))}
          </ol>
        ) : null}
      </search>
    </Section>
  )
}

function Result({ result, onKeyDown }: { result: SearchResult; onKeyDown: (event: KeyboardEvent) => void }) {
  const excerptId = useId()
  return (
    <li css={styles.result}>
      {result.meta.category ? <span css={styles.category}>{result.meta.category}</span> : null}
      <a href={result.url} css={styles.link} aria-describedby={excerptId} onKeyDown={onKeyDown}>
        {result.meta.title ?? result.url}
      </a>
      <p id={excerptId} css={styles.excerpt}>
        {excerptParts(result.excerpt).map((part, index) =>
          part.marked ? (
            <mark key={index} css={styles.mark}>
              {part.text}
            </mark>
          ) : (
            part.text
          ),
        )}
      </p>
    </li>
  )
}
