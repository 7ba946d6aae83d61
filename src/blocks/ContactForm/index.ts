export { ContactForm as default } from './ContactForm.tsx'
