export { Steps as default } from './Steps.tsx'
