export { ServiceCards as default } from './ServiceCards.tsx'
