/**
 * What a valid submit runs: the providers of site.yaml, and the chain that sends to them. Only a submit needs it,
 * so the forms fetch it with import() once a visitor turns to a form, not with the page (loadSend in
 * useFormSubmission.ts). Import nothing here that the forms import too, types aside: a module shared by both
 * would become a chunk of its own, one more request on the first load.
 */
import { submitThroughChain, type ChainResult, type Provider, type Submission } from './chain.ts'
import type { FormDeclaration, FormsConfig } from './config.ts'

/** The providers a form sends to (its own, or forms.providers of site.yaml), ready for the chain. */
export function resolveProviders(forms: FormsConfig, form?: FormDeclaration): Provider[] {
  return (form?.providers ?? forms.providers).map((provider) =>
    provider.kind === 'form-to-email'
      ? { kind: 'form-to-email', endpoint: provider.endpoint, accessKey: provider.accessKey, subject: provider.subject }
      : { kind: 'json', endpoint: provider.endpoint },
  )
}

/** Sends a submission through the form's providers, each given forms.timeoutMs. Never rejects (see submitThroughChain). */
export function sendSubmission(
  submission: Submission,
  forms: FormsConfig,
  form?: FormDeclaration,
): Promise<ChainResult> {
  return submitThroughChain(submission, resolveProviders(forms, form), {
    fetch: (input, init) => globalThis.fetch(input, init),
    timeoutMs: forms.timeoutMs,
  })
}
