import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { PageFrame } from '#components/page-frame.tsx'
import '#styles/global.css.ts'
import { workspaceI18n } from './workspace-i18n.ts'

/**
 * The workspace's frame, hydrated in the browser (ADR 057): its own catalog (the workspace's
 * texts only, both languages), the skip link and the main landmark. No site footer, no toast
 * region: it is not a public page.
 */
export default function WorkspaceLayout({ children }: { children: ReactNode }) {
  const { locale } = usePageContext()
  return (
    <I18nProvider i18n={workspaceI18n(locale)}>
      <PageFrame skipLabel={<Trans>Aller au contenu</Trans>}>{children}</PageFrame>
    </I18nProvider>
  )
}
