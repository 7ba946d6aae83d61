export { ArticleBody as default } from './ArticleBody.tsx'
