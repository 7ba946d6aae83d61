import { createContext, useContext } from 'react'
import { fillTemplate } from '../shared/text.ts'
import type { SiteConfig } from '../shared/types.ts'
import type { ChainResult } from './chain.ts'

export type FormsConfig = SiteConfig['forms']
export type Company = SiteConfig['company']

/**
 * site.yaml's `forms` for a form and its fields. A block with a form declares the need in its schema
 * (`"forms": { "from": "site", "path": "forms" }` under `x-needs`), receives them as its `forms` prop and provides them
 * here, around the form.
 */
const FormsContext = createContext<FormsConfig | null>(null)
export const FormsProvider = FormsContext.Provider

export function useForms(): FormsConfig {
  const forms = useContext(FormsContext)
  if (!forms)
    throw new Error(
      'a form outside <FormsProvider>: its block must declare the forms need in its schema and provide its `forms` prop',
    )
  return forms
}

/** A message of site.yaml with {email} and {phone} filled from the company, written once there. */
export function companyMessage(text: string, company: Company): string {
  return fillTemplate(text, { email: company.email, phone: company.phone })
}

/** What the visitor reads when the chain did not send (undefined when it did). */
export function messageForResult(result: ChainResult, forms: FormsConfig, company: Company): string | undefined {
  switch (result.status) {
    case 'sent':
      return undefined
    case 'rejected':
      return result.message ?? forms.messages.providerFailed
    case 'unavailable':
      return companyMessage(forms.messages.allFailed, company)
    case 'exception':
      return companyMessage(forms.messages.unexpected, company)
  }
}

/** True when an error message asks the visitor to get in touch directly, so the contact box goes with it. */
export function wantsContactBox(message: string, forms: FormsConfig): boolean {
  return message.toLowerCase().includes(forms.contactBox.trigger.toLowerCase())
}
