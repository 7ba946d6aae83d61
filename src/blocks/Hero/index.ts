export { Hero as default } from './Hero.tsx'
