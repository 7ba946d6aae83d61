export { People as default } from './People.tsx'
