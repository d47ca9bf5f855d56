import { useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { LOCALES } from '#domain/locale.ts'
import { LocalizedLink } from './localized-link.tsx'
import * as styles from './site-chrome.css.ts'

const LANGUAGE_NAMES = { fr: 'Français', en: 'English' } as const

/** Links to the same page in each language (the current one is marked). */
export function LanguageSwitch() {
  const { t } = useLingui()
  const { locale, pathWithoutLocale, urlParsed } = usePageContext()
  const search = urlParsed.searchOriginal ?? ''
  return (
    <nav aria-label={t`Langue`}>
      <ul className={styles.languageSwitch}>
        {LOCALES.map((code) => (
          <li key={code}>
            <LocalizedLink
              to={pathWithoutLocale + search}
              locale={code}
              lang={code}
              hrefLang={code}
              aria-current={code === locale ? 'true' : undefined}
              className={styles.languageLink}
              title={LANGUAGE_NAMES[code]}
            >
              {code.toUpperCase()}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
