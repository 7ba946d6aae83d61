export { Cta as default } from './Cta.tsx'
