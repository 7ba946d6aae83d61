export { Legal as default } from './Legal.tsx'
