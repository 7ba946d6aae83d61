/** Fills `{name}` placeholders from `values`; unknown names are left as written. */
export function fillTemplate(text: string, values: Record<string, string | number | undefined>): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => {
    const value = values[name]
    return value === undefined ? all : String(value)
  })
}

/** Cuts text at `limit` characters and adds an ellipsis when it was longer. */
export function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text
}

/** A tel: address from a phone number as written. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}
