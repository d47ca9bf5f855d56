import { Trans } from '@lingui/react/macro'
import { LOCALES } from '#domain/locale.ts'

/**
 * The editor's private links to its page's preview (ADR 074), in each language: the public
 * page drawn with the member's last preview, or as saved (a draft too).
 */
export function PreviewLinks({ editorPath }: { editorPath: string }) {
  return (
    <p>
      <Trans>Aperçu privé de la page :</Trans>{' '}
      {LOCALES.map((locale, index) => (
        <span key={locale}>
          {index > 0 ? ' · ' : null}
          <a href={`/${locale}${editorPath}/preview`} hrefLang={locale} lang={locale}>
            {locale === 'fr' ? 'Français' : 'English'}
          </a>
        </span>
      ))}
    </p>
  )
}
