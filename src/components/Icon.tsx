import type { LucideIcon, LucideProps } from 'lucide-react'
import {
  Activity, Award, Bot, Brain, Bug, Building2, Camera, ChartColumn, CircleCheck, Clock, Cloud, Cpu, Database, Eye, FileText, Film,
  Fingerprint, Gauge, Globe, Handshake, Headphones, Key, Laptop, Layers, Lightbulb, Lock, Mail, MapPin, Monitor, Network, Phone, Radar,
  RefreshCw, Router, ScanLine, Search, Server, Settings, Shield, ShieldCheck, Siren, Smartphone, Target, TrendingUp, TriangleAlert, Users,
  Video, Wifi, Zap,
} from 'lucide-react'
import type { IconName } from '../generated/schema-types.ts'

/** Every icon name the schema allows, mapped to its drawing. A name added to the schema without an entry here fails the type check. */
const icons: Record<IconName, LucideIcon> = {
  activity: Activity, 'alert-triangle': TriangleAlert, award: Award, 'bar-chart': ChartColumn, bot: Bot, brain: Brain, bug: Bug,
  building: Building2, camera: Camera, 'check-circle': CircleCheck, clock: Clock, cloud: Cloud, cpu: Cpu, database: Database, eye: Eye,
  'file-text': FileText, film: Film, fingerprint: Fingerprint, gauge: Gauge, globe: Globe, handshake: Handshake, headphones: Headphones,
  key: Key, laptop: Laptop, layers: Layers, lightbulb: Lightbulb, lock: Lock, mail: Mail, 'map-pin': MapPin, monitor: Monitor,
  network: Network, phone: Phone, radar: Radar, 'refresh-cw': RefreshCw, router: Router, scan: ScanLine, search: Search, server: Server,
  settings: Settings, shield: Shield, 'shield-check': ShieldCheck, siren: Siren, smartphone: Smartphone, target: Target,
  'trending-up': TrendingUp, users: Users, video: Video, wifi: Wifi, zap: Zap,
}

/** A decorative icon named in YAML (hidden from screen readers: the text beside it carries the meaning). */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Drawing = icons[name]
  return <Drawing aria-hidden="true" focusable="false" {...props} />
}
