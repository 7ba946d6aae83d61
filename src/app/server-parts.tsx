import { createContext, type ReactNode } from 'react'

/**
 * The parts of every page that only the server renderer draws (src/app/server.tsx provides them): they have no
 * state, effects or handlers and are the same on every page, so the browser keeps them as prerendered and never
 * loads their code with the page. Only a page the browser draws itself (the dev server's) loads it.
 * - `footer`: the site's footer (its links are plain links, which the app navigates on the client: SmartLink).
 * - `globalStyles`: the site's base styles, which are in the page's <head> already (a <style> tag of their own).
 */
export interface ServerParts {
  footer: ReactNode
  globalStyles: ReactNode
}

export const ServerParts = createContext<ServerParts | null>(null)
