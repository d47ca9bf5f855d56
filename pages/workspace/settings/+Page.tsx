import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { container } from '#components/ui.css.ts'
import { WorkspacePageHeading } from '../page-heading.tsx'
import * as styles from '../workspace.css.ts'
import type { Data } from './+data.ts'
import { ClosingAnswerForm, DeliveryForm } from './answer-settings-forms.tsx'
import { DomainSection } from './domain-section.tsx'
import { WebhookSection } from './webhook-section.tsx'

/**
 * /{lang}/workspace/settings, the owners' (ADR 070): where applications go, candidate
 * notifications, the closing answer, the ATS webhook and its deliveries, the custom domain.
 */
export default function SettingsPage() {
  const data = useData<Data>()
  const { lastResult } = data.answer
  return (
    <div className={container}>
      <WorkspacePageHeading>
        <Trans>Paramètres</Trans>
      </WorkspacePageHeading>
      <div className={styles.list}>
        <DeliveryForm settings={data.settings} lastResult={lastResult} saved={data.saved === 'delivery'} />
        <ClosingAnswerForm settings={data.settings} lastResult={lastResult} saved={data.saved === 'closing-answer'} />
        <WebhookSection data={data} />
        <DomainSection plan={data.settings.plan} />
      </div>
    </div>
  )
}
