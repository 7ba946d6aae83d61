import createCache from '@emotion/cache'

/** The same key on server and client, so the client adopts the prerendered style tags. */
export function createEmotionCache() {
  return createCache({ key: 'css' })
}
