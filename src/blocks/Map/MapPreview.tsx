import * as styles from './Map.styles.ts'

/** Main roads of the stylised city drawn in the preview (not a real map: it only suggests one). */
const roads = [
  'M0 95 H800',
  'M0 330 C200 320 300 350 800 300',
  'M150 0 V450',
  'M610 0 C600 150 640 300 630 450',
  'M0 430 L800 40',
]

/** Minor streets. */
const streets = [
  'M0 180 H800',
  'M0 250 H800',
  'M0 395 H800',
  'M70 0 V450',
  'M260 0 V450',
  'M340 0 V450',
  'M470 0 V450',
  'M720 0 V450',
  'M0 40 H800',
]

/** A decorative, locally drawn city map with a pin at the centre: stands in for the real map until it is loaded. */
export function MapPreview() {
  return (
    <svg viewBox="0 0 800 450" preserveAspectRatio="xMidYMid slice" aria-hidden="true" css={styles.preview}>
      <rect width="800" height="450" className="ground" />
      <path
        d="M520 0 C470 90 560 160 500 250 C450 330 520 390 480 450 H560 C600 390 530 330 580 250 C640 160 550 90 600 0 Z"
        className="water"
      />
      <rect x="170" y="112" width="150" height="52" rx="10" className="park" />
      <rect x="650" y="345" width="130" height="85" rx="10" className="park" />
      <circle cx="400" cy="225" r="120" className="ring" />
      {streets.map((d) => (
        <path key={d} d={d} className="street" />
      ))}
      {roads.map((d) => (
        <path key={d} d={d} className="road" />
      ))}
      <circle cx="400" cy="225" r="30" className="pulse" />
      <g transform="translate(400 225)">
        <path d="M0 0 C-6 -14 -22 -24 -22 -40 A22 22 0 0 1 22 -40 C22 -24 6 -14 0 0 Z" className="pin" />
        <circle cx="0" cy="-40" r="8" className="pin-dot" />
      </g>
    </svg>
  )
}
