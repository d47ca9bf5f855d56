import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { plainText } from '#components/plain-text.tsx'
import type { LegalPageData } from './legal-data.ts'

/**
 * What both legal pages name: the company (controller) and the provider (processor), as
 * plain text for the sentences, with the page's data for the contact block and links.
 */
export function useLegalParties() {
  const data = useData<LegalPageData>()
  const { providerName } = usePageContext()
  return { ...data, company: plainText(data.header.name), provider: plainText(providerName) }
}
