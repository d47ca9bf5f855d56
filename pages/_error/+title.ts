import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import { errorHeading } from './error-texts.ts'

export default (pageContext: PageContext) => getI18n(pageContext.locale)._(errorHeading(pageContext))
