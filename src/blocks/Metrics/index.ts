export { Metrics as default } from './Metrics.tsx'
