export { FeatureCards as default } from './FeatureCards.tsx'
