export { ServiceDetail as default } from './ServiceDetail.tsx'
