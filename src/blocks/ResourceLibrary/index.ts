export { ResourceLibrary as default } from './ResourceLibrary.tsx'
