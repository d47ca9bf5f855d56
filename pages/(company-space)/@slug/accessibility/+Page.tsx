import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { AccessibilityStatement } from '#components/accessibility-statement/accessibility-statement.tsx'
import { plainText } from '#components/plain-text.tsx'
import { ControllerContact } from '../(legal)/controller-contact.tsx'
import type { Data } from './+data.ts'

/**
 * A company space's accessibility statement: the company answers for its career site (its
 * contacts, or the provider relaying), which the provider builds and tests.
 */
export default function CompanyAccessibilityPage() {
  const { header, controller, providerEmail, lastPassingRun } = useData<Data>()
  const company = plainText(header.name)
  return (
    <AccessibilityStatement
      owner={company}
      site={<Trans>le site carrière de {company}</Trans>}
      contact={<ControllerContact controller={controller} providerEmail={providerEmail} />}
      lastPassingRun={lastPassingRun}
    />
  )
}
