export { ContactDetails as default } from './ContactDetails.tsx'
