/**
 * Escaping text for HTML, in one place for every file the build writes as HTML or XML: the prerendered pages and
 * their head (render/), the sitemap, and the page left at a moved page's old address (host/).
 */

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}
