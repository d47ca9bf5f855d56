import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { AccessibilityStatement } from '#components/accessibility-statement/accessibility-statement.tsx'
import { plainText } from '#components/plain-text.tsx'
import type { Data } from './+data.ts'

/** The platform's own accessibility statement (the landing page and the pages outside a company space). */
export default function PlatformAccessibilityPage() {
  const { contactEmail, lastPassingRun } = useData<Data>()
  const { providerName } = usePageContext()
  const provider = plainText(providerName)
  return (
    <AccessibilityStatement
      owner={provider}
      site={<Trans>le site de {provider}</Trans>}
      contact={
        <p>
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
      }
      lastPassingRun={lastPassingRun}
    />
  )
}
