import { type CatalogueEntry, errorCatalogue, noticeCatalogue, warningCatalogue } from './catalogue.ts'

/**
 * docs/errors.md: every code of the catalogue with its title, what happened, why and what to do, written by
 * `npm run generate` (commands/generate.ts) so the reference never drifts from what the engine reports.
 */
export function errorReference(): string {
  const section = (code: string, entry: CatalogueEntry) =>
    [
      `### \`${code}\``,
      '',
      `${entry.title}.`,
      '',
      `**What happened.** ${entry.happened}`,
      '',
      `**Why it matters.** ${entry.why}`,
      '',
      `**What to do.** ${entry.fix}`,
    ].join('\n')
  const index = (catalogue: Record<string, CatalogueEntry>) =>
    Object.entries(catalogue).map(([code, entry]) => `| [\`${code}\`](#${code}) | ${entry.title} |`)
  return `${[
    '<!-- Generated from src/node/errors/catalogue.ts by `npm run generate`. Do not edit: change the catalogue and run it again. -->',
    '',
    '# Errors and warnings',
    '',
    'Every problem `npm run validate`, `npm run build` and `npm run dev` report about the content has a code, printed',
    'in the JSON report (`npm run validate -- --format json`) and as the title of GitHub annotations. Each report names',
    'the file, line and column, and its own fix; this page says what each code means in general.',
    'See [Read an error](authoring.md#read-an-error) for how a report is laid out.',
    '',
    '**Errors** stop the build: nothing is published until they are fixed.',
    '',
    '| code | problem |',
    '|---|---|',
    ...index(errorCatalogue),
    '',
    '**Warnings** fail nothing: the site builds and works, perhaps not as you meant.',
    '',
    '| code | problem |',
    '|---|---|',
    ...index(warningCatalogue),
    '',
    '**Notices** are listed by `npm run validate`, one line each, about content that is as meant (what is scheduled).',
    '',
    '| code | what |',
    '|---|---|',
    ...index(noticeCatalogue),
    '',
    '## Errors',
    '',
    Object.entries(errorCatalogue)
      .map(([code, entry]) => section(code, entry))
      .join('\n\n'),
    '',
    '## Warnings',
    '',
    Object.entries(warningCatalogue)
      .map(([code, entry]) => section(code, entry))
      .join('\n\n'),
    '',
    '## Notices',
    '',
    Object.entries(noticeCatalogue)
      .map(([code, entry]) => section(code, entry))
      .join('\n\n'),
  ].join('\n')}\n`
}
