export { Stories as default } from './Stories.tsx'
