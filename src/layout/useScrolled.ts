import { useEffect, useState } from 'react'

/**
 * True once the window is scrolled more than `threshold` px. Starts false on server and client so
 * hydration matches, then reads the real position in an effect (a reload mid-page is scrolled at once).
 */
export function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}
