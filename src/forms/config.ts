import { createContext, useContext } from 'react'
import { fillTemplate } from '../shared/text.ts'
import type { SiteConfig } from '../shared/types.ts'
import type { ChainResult } from './chain.ts'

/** What every form shares: site.yaml `forms` but the declarations (a form block gets its own as a prop of its own). */
export type FormsConfig = Omit<SiteConfig['forms'], 'declarations'>
export type Company = SiteConfig['company']
/** One form of site.yaml `forms.declarations`: its fields, words and what the services receive. */
export type FormDeclaration = SiteConfig['forms']['declarations'][number]
/** One field of a form declaration. */
export type FieldDeclaration = FormDeclaration['fields'][number]
/** Every error message a form shows: site.yaml `forms.messages`, with the form's own in their place. */
export type FormMessages = FormsConfig['messages']

/**
 * site.yaml's `forms` (the settings every form shares) for a form and its fields. A block with a form declares the
 * need in its schema (`"forms": { "from": "site", "path": "forms" }` under `x-needs`), receives them as its `forms`
 * prop and provides them here, around the form; the form's own declaration comes as a prop of its own.
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

/** The messages a form shows: the shared ones, with those its declaration names in their place. */
export function messagesOf(form: FormDeclaration, forms: FormsConfig): FormMessages {
  const own = form.messages ?? {}
  const messages = { ...forms.messages }
  for (const key of Object.keys(messages) as Array<keyof FormMessages>) messages[key] = own[key] ?? messages[key]
  return messages
}

/** A message of site.yaml with {email} and {phone} filled from the company, written once there. */
export function companyMessage(text: string, company: Company): string {
  return fillTemplate(text, { email: company.email, phone: company.phone })
}

/** What the visitor reads when the chain did not send (undefined when it did). */
export function messageForResult(result: ChainResult, messages: FormMessages, company: Company): string | undefined {
  switch (result.status) {
    case 'sent':
      return undefined
    case 'rejected':
      return result.message ?? messages.providerFailed
    case 'unavailable':
      return companyMessage(messages.allFailed, company)
    case 'exception':
      return companyMessage(messages.unexpected, company)
  }
}

/** True when an error message asks the visitor to get in touch directly, so the contact box goes with it. */
export function wantsContactBox(message: string, forms: FormsConfig): boolean {
  return message.toLowerCase().includes(forms.contactBox.trigger.toLowerCase())
}
