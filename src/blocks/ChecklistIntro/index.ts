export { ChecklistIntro as default } from './ChecklistIntro.tsx'
