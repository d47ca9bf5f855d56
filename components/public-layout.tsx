import '#styles/global.css.ts'
import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { PreviewBanner } from '#components/preview-banner.tsx'
import * as chrome from '#components/site-chrome.css.ts'
import { AccessibilityMention, SiteFooter } from '#components/site-footer.tsx'
import { skipLink } from '#components/ui.css.ts'
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
      <div className={chrome.page}>
        <a href="#main" className={skipLink}>
          <Trans>Aller au contenu</Trans>
        </a>
        {preview ? <PreviewBanner preview={preview} /> : null}
        <main id="main" className={chrome.main}>
          {children}
          {config.footer === false ? <AccessibilityMention /> : null}
        </main>
        {config.footer === false ? null : <SiteFooter />}
      </div>
      <ToastRegion />
    </I18nProvider>
  )
}
