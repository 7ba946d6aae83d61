import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { APP_ENTRIES } from '../../../src/node/util/app-entries.ts'
import { ENGINE_ROOT } from '../../../src/node/util/paths.ts'

test('every entry the build names exists, and index.html loads the client entry', () => {
  for (const path of Object.values(APP_ENTRIES)) expect(existsSync(join(ENGINE_ROOT, path)), path).toBe(true)
  // Vite takes the client entry from index.html's module script: the one place it is written outside this table.
  const html = readFileSync(join(ENGINE_ROOT, 'index.html'), 'utf8')
  expect(html).toContain(`<script type="module" src="/${APP_ENTRIES.client}"></script>`)
})
