/**
 * What the build asks of the server renderer (src/app/server.tsx, built by Vite for Node) and what it gets back: the
 * protocol between the prerender (src/node/render/prerender.ts) and the app, typed once here for both sides.
 */

/**
 * The Emotion cache's key, on the server and in the browser: the browser's cache adopts the rules of the page's style
 * sheet (`<link data-emotion="css">`) and tags by it.
 */
export const EMOTION_KEY = 'css'

export interface RenderedPage {
  html: string
  /** The page's styles as <style> tags (the dev server's pages carry them). */
  styles: string
  /** The same rules as one style sheet's text, which a built page links (page-document.ts stylesheetFile). */
  sheet: string
  title: string
  description: string
  notFound: boolean
  /** The block types whose code the build preloads for the first paint: the first block's, unless it is static. */
  preloadTypes: string[]
}

/** The server renderer's entry: each page's data goes in as the same JSON text the browser fetches. */
export interface PageRenderer {
  /** Renders the page at a route to HTML with its critical styles. */
  render(route: string, pageJson: string): Promise<RenderedPage>
  /** Renders the not-found page of a folder (`/`, `/services`), at the address it is served from. */
  renderNotFound(scope: string, pageJson: string): Promise<RenderedPage>
}
