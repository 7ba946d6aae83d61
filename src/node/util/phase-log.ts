/** Prints each phase with the time it took, so a change that slows one down is seen. */
export function phaseLog(started: number, quiet: boolean): (text: string) => void {
  let phase = started
  return (text) => {
    if (quiet) return
    const now = performance.now()
    console.log(`${text} (${Math.round(now - phase)} ms)`)
    phase = now
  }
}
