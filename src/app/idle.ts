/** Runs `task` when the browser has nothing else to do (Safari has no idle callbacks: soon after, then). */
export function whenIdle(task: () => void): number {
  return typeof requestIdleCallback === 'function'
    ? requestIdleCallback(task, { timeout: 3000 })
    : window.setTimeout(task, 500)
}

export function cancelIdle(handle: number) {
  if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle)
  else clearTimeout(handle)
}
