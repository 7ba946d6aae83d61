export { CaseStudyDetail as default } from './CaseStudyDetail.tsx'
