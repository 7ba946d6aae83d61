export { TabBar as default } from './TabBar.tsx'
