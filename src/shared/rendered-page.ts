/**
 * What the build asks of the server renderer (src/app/server.tsx, built by Vite for Node) and what it gets back: the
 * protocol between the prerender (src/node/render/prerender.ts) and the app, typed once here for both sides.
 */

export interface RenderedPage {
  html: string
  styles: string
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
