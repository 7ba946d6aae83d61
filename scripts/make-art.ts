/**
 * Generates the site's illustration SVGs into site/assets/images (run once; the output is committed).
 * Each is an abstract network-mesh scene with a motif, so pages look finished with no image from the internet.
 * Usage: npx tsx scripts/make-art.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

type Motif =
  | 'shield'
  | 'cloud'
  | 'wifi'
  | 'server'
  | 'brain'
  | 'film'
  | 'bot'
  | 'globe'
  | 'lock'
  | 'network'
  | 'mail'
  | 'chart'

function random(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

const motifs: Record<Motif, string> = {
  shield:
    '<path d="M0-90 L75-60 V5 C75 55 40 85 0 100 C-40 85 -75 55 -75 5 V-60 Z" /><path d="M-30 5 L-8 28 L35 -20" />',
  cloud:
    '<path d="M-80 40 H70 A40 40 0 0 0 60 -38 A55 55 0 0 0 -40 -40 A45 45 0 0 0 -80 40 Z" /><path d="M-30 75 V45 M0 85 V45 M30 75 V45" />',
  wifi: '<path d="M-95 -25 A135 135 0 0 1 95 -25" /><path d="M-65 5 A92 92 0 0 1 65 5" /><path d="M-35 35 A50 50 0 0 1 35 35" /><circle cx="0" cy="65" r="10" />',
  server:
    '<rect x="-70" y="-85" width="140" height="50" rx="8" /><rect x="-70" y="-25" width="140" height="50" rx="8" /><rect x="-70" y="35" width="140" height="50" rx="8" /><path d="M-50 -60 h20 M-50 0 h20 M-50 60 h20" />',
  brain:
    '<path d="M0 -80 C-50 -85 -85 -50 -75 -10 C-95 20 -70 70 -25 70 C-10 85 0 80 0 80 V-80 Z" /><path d="M0 -80 C50 -85 85 -50 75 -10 C95 20 70 70 25 70 C10 85 0 80 0 80" /><path d="M-45 -30 L-15 -5 M45 -30 L15 -5 M-40 30 L-10 20 M40 30 L10 20" />',
  film: '<rect x="-90" y="-60" width="180" height="120" rx="10" /><path d="M-20 -25 L30 0 L-20 25 Z" /><path d="M-90 -30 H-70 M-90 0 H-70 M-90 30 H-70 M90 -30 H70 M90 0 H70 M90 30 H70" />',
  bot: '<rect x="-65" y="-45" width="130" height="100" rx="18" /><circle cx="-28" cy="0" r="12" /><circle cx="28" cy="0" r="12" /><path d="M0 -45 V-75 M-25 35 H25" /><circle cx="0" cy="-82" r="7" />',
  globe:
    '<circle cx="0" cy="0" r="85" /><ellipse cx="0" cy="0" rx="38" ry="85" /><path d="M-85 0 H85 M-72 -45 H72 M-72 45 H72" />',
  lock: '<rect x="-65" y="-10" width="130" height="95" rx="12" /><path d="M-40 -10 V-45 A40 40 0 0 1 40 -45 V-10" /><circle cx="0" cy="30" r="12" /><path d="M0 42 V60" />',
  network:
    '<circle cx="0" cy="-70" r="16" /><circle cx="-70" cy="45" r="16" /><circle cx="70" cy="45" r="16" /><circle cx="0" cy="10" r="22" /><path d="M0 -54 V-12 M-56 37 L-19 20 M56 37 L19 20" />',
  mail: '<rect x="-90" y="-55" width="180" height="115" rx="10" /><path d="M-90 -50 L0 15 L90 -50" />',
  chart:
    '<path d="M-90 80 H90" /><rect x="-75" y="10" width="30" height="70" rx="4" /><rect x="-25" y="-30" width="30" height="110" rx="4" /><rect x="25" y="-70" width="30" height="150" rx="4" /><path d="M-80 -10 L-20 -50 L20 -30 L80 -90" />',
}

function scene(
  name: string,
  motif: Motif,
  seed: number,
  hue: { a: string; b: string },
  width = 1600,
  height = 1000,
): string {
  const rand = random(seed)
  const points = Array.from({ length: 46 }, () => [rand() * width, rand() * height] as const)
  // Few elements, not hundreds: an SVG image is parsed and laid out as a document of its own on the page's main
  // thread, so the connections are one path per opacity step and the dots one path per size.
  const lines = new Map<string, string[]>()
  points.forEach(([x, y], i) => {
    points.slice(i + 1).forEach(([x2, y2]) => {
      const d = Math.hypot(x - x2, y - y2)
      if (d >= 260) return
      const opacity = (Math.round((0.5 - d / 600) * 20) / 20).toFixed(2)
      lines.set(opacity, [
        ...(lines.get(opacity) ?? []),
        `M${x.toFixed(0)} ${y.toFixed(0)}L${x2.toFixed(0)} ${y2.toFixed(0)}`,
      ])
    })
  })
  const circle = ([x, y]: readonly [number, number], r: number) =>
    `M${(x - r).toFixed(1)} ${y.toFixed(0)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`
  const paths = [...lines]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([opacity, segments]) => `<path stroke-opacity="${opacity}" d="${segments.join('')}"/>`)
    .join('')
  const dots = [5, 2.5]
    .map(
      (r) =>
        `<path d="${points
          .filter((_, i) => (i % 7 === 0) === (r === 5))
          .map((p) => circle(p, r))
          .join('')}"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${name}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1b33"/><stop offset="1" stop-color="#050b16"/></linearGradient>
<radialGradient id="glow" cx="0.68" cy="0.42" r="0.55"><stop offset="0" stop-color="${hue.a}" stop-opacity="0.45"/><stop offset="1" stop-color="${hue.a}" stop-opacity="0"/></radialGradient>
<radialGradient id="glow2" cx="0.15" cy="0.9" r="0.5"><stop offset="0" stop-color="${hue.b}" stop-opacity="0.35"/><stop offset="1" stop-color="${hue.b}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#glow)"/><rect width="${width}" height="${height}" fill="url(#glow2)"/>
<g stroke="${hue.a}" stroke-width="1.2" fill="none">${paths}</g>
<g fill="${hue.a}" fill-opacity="0.8">${dots}</g>
<g transform="translate(${width * 0.68} ${height * 0.45}) scale(${height / 420})" fill="none" stroke="#e0f7ff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity="0.92">${motifs[motif]}</g>
</svg>
`
}

const cyan = { a: '#22d3ee', b: '#3b82f6' }
const teal = { a: '#2dd4bf', b: '#22d3ee' }
const violet = { a: '#a78bfa', b: '#22d3ee' }
const amber = { a: '#fbbf24', b: '#f97316' }
const blue = { a: '#60a5fa', b: '#22d3ee' }

export const art: Array<[string, string, Motif, number, { a: string; b: string }]> = [
  ['hero-home', 'Network of connected, protected devices', 'shield', 11, cyan],
  ['security-operations', 'Security operations shield over a network', 'shield', 23, blue],
  ['cloud-architecture', 'Cloud platform connected to services', 'cloud', 37, teal],
  ['ai-ml', 'Neural network illustration', 'brain', 41, violet],
  ['media-production', 'Film frame over a production network', 'film', 53, amber],
  ['agent-setup', 'Automated agents across a network', 'bot', 61, teal],
  ['wireless', 'Wireless signal over an office network', 'wifi', 71, cyan],
  ['network-infrastructure', 'Connected network nodes', 'network', 79, blue],
  ['server-room', 'Server racks in a data centre', 'server', 83, blue],
  ['endpoint-security', 'Protected devices on a network', 'lock', 89, cyan],
  ['global-operations', 'Globe with connected offices', 'globe', 97, teal],
  ['email-security', 'Protected e-mail', 'mail', 101, violet],
  ['analytics', 'Rising chart of results', 'chart', 107, teal],
  ['endpoint-devices', 'Laptops, servers and phones joined in a protected network', 'network', 113, violet],
  ['threat-response', 'Security team responding to a threat alert', 'shield', 127, amber],
  ['vulnerability-scan', 'Vulnerability findings ranked by risk', 'chart', 131, violet],
  ['firewall', 'Firewall guarding the edge of a network', 'shield', 137, teal],
  ['sd-wan', 'Branch offices linked across a wide-area network', 'globe', 139, blue],
  ['network-switches', 'Switch stack connecting a wired network', 'server', 149, teal],
  ['zero-trust', 'Verified access to private applications', 'lock', 151, violet],
  ['cloud-workloads', 'Protected workloads running in the cloud', 'cloud', 157, violet],
  ['cloud-posture', 'Cloud configuration under assessment', 'cloud', 163, amber],
  ['phishing-protection', 'Suspicious e-mail stopped before the inbox', 'mail', 167, amber],
  ['security-awareness', 'People learning to recognise threats', 'brain', 173, teal],
  ['mobile-devices', 'Protected phones and tablets on the move', 'wifi', 179, violet],
  ['network-security', 'Protected traffic flowing between network segments', 'network', 181, teal],
  ['cloud-security', 'Shielded cloud platform with monitored services', 'cloud', 191, blue],
  ['case-banking', 'Secured digital banking network', 'lock', 193, cyan],
  ['case-manufacturing', 'Factory systems joined in a protected network', 'network', 197, amber],
  ['case-government', 'Government network behind a protective shield', 'shield', 199, blue],
  ['case-healthcare', 'Hospital systems running in a secure cloud', 'cloud', 211, teal],
  ['case-retail', 'Online sales rising through peak season', 'chart', 223, amber],
  ['case-logistics', 'Delivery routes across a connected map', 'globe', 227, violet],
  ['case-telecom', 'Mobile network signals analysed for fraud', 'wifi', 229, violet],
  ['case-energy', 'Monitoring agents across energy sites', 'bot', 233, amber],
  ['case-education', 'Automation agents on a university campus', 'bot', 239, cyan],
]

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = join(import.meta.dirname, '../site/assets/images')
  mkdirSync(dir, { recursive: true })
  for (const [file, label, motif, seed, hue] of art)
    writeFileSync(join(dir, `${file}.svg`), scene(label, motif, seed, hue))
  console.log(`wrote ${art.length} images to site/assets/images`)
}
