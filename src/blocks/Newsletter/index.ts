export { Newsletter as default } from './Newsletter.tsx'
