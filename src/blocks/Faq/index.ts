export { Faq as default } from './Faq.tsx'
