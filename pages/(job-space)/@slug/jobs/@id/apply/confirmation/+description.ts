import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import type { Data } from './+data.ts'

/** Link previews of the confirmation (not indexed: robots.txt keeps crawlers out of it). */
export default (pageContext: PageContext<Data>) =>
  getI18n(pageContext.locale)._(msg`Merci ! Votre candidature a été envoyée avec succès.`)
