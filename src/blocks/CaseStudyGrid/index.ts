export { CaseStudyGrid as default } from './CaseStudyGrid.tsx'
