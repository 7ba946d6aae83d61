export { Sitemap as default } from './Sitemap.tsx'
