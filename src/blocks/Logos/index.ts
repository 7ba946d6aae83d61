export { Logos as default } from './Logos.tsx'
