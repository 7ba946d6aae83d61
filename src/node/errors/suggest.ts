import { distance } from 'fastest-levenshtein'

/** The candidate closest to `input`, when it is close enough to be a likely typo. */
export function closest(input: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined
  let bestScore = Infinity
  const lower = input.toLowerCase()
  for (const candidate of candidates) {
    const score = distance(lower, candidate.toLowerCase())
    if (score < bestScore) {
      best = candidate
      bestScore = score
    }
  }
  if (best === undefined) return undefined
  const limit = Math.max(2, Math.floor(Math.max(input.length, best.length) / 3))
  if (bestScore <= limit) return best
  // A shortened name ("network-infra" for "network-infrastructure") is far in edits but plainly meant.
  const extending = input.length >= 4 ? candidates.filter((c) => c.toLowerCase().startsWith(lower)) : []
  return extending.length === 1 ? extending[0] : undefined
}

/** "a, b or c" */
export function listChoices(choices: readonly string[]): string {
  const quoted = choices.map((c) => `"${c}"`)
  if (quoted.length <= 1) return quoted.join('')
  return `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`
}
