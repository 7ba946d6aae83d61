export { MapBlock as default } from './Map.tsx'
