export { ServicesGrid as default } from './ServicesGrid.tsx'
