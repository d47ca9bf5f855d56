import type { AnchorHTMLAttributes } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { Locale } from '#domain/locale.ts'
import { localizedPath } from '#domain/paths.ts'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Language-less path, e.g. '/lumen-energie/jobs'. */
  to: string
  /** Another language than the current page's (the language switch). */
  locale?: Locale
}

/** An internal link: the href is the language, then the path. */
export function LocalizedLink({ to, locale, ...rest }: Props) {
  const pageContext = usePageContext()
  return <a href={localizedPath(locale ?? pageContext.locale, to)} {...rest} />
}
