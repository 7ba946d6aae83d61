export { PhotoGallery as default } from './PhotoGallery.tsx'
