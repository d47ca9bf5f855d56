import '#styles/global.css.ts'
import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { PageFrame } from '#components/page-frame.tsx'
import { PreviewBanner } from '#components/preview-banner.tsx'
import { AccessibilityMention, SiteFooter } from '#components/site-footer.tsx'
import { ToastRegion } from '#components/widgets/toasts/toasts.tsx'
import { getI18n } from '#domain/i18n.ts'
import { previewOf } from '#domain/preview-note.ts'

/**
 * The public pages' frame (skip link, main, footer, toast region) in their language. Not the
 * root +Layout: Vike's Layout is cumulative, and the workspace, which is hydrated, has its
 * own (ADR 057); each public route group's +Layout.ts re-exports this one.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { locale, config, data } = usePageContext()
  const preview = previewOf(data)
  return (
    <I18nProvider i18n={getI18n(locale)}>
      <PageFrame
        skipLabel={<Trans>Aller au contenu</Trans>}
        banner={preview ? <PreviewBanner preview={preview} /> : null}
        footer={config.footer === false ? null : <SiteFooter />}
      >
        {children}
        {config.footer === false ? <AccessibilityMention /> : null}
      </PageFrame>
      <ToastRegion />
    </I18nProvider>
  )
}
