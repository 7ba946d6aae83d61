import { fillTemplate } from '../shared/text.ts'
import type { SiteConfig } from '../shared/types.ts'
import type { ChainResult, Provider } from './chain.ts'

export type FormsConfig = SiteConfig['forms']
type Company = SiteConfig['company']

/** The providers of site.yaml, ready for the chain: a form-to-email service without a recipient writes to the company. */
export function resolveProviders(forms: FormsConfig, company: Company): Provider[] {
  return forms.providers.map((provider) =>
    provider.kind === 'form-to-email'
      ? { kind: 'form-to-email', endpoint: provider.endpoint, accessKey: provider.accessKey, recipient: provider.recipient ?? company.email, subject: provider.subject }
      : { kind: 'json', endpoint: provider.endpoint },
  )
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
