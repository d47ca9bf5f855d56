import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>) => {
  const { header, seo } = pageContext.data
  const name = header.name
  return (
    seo?.metadesc ??
    getI18n(pageContext.locale)._(
      // Worded without "de" before the name: one message, whatever the name's first letter.
      msg`${name} : rencontrez son équipe, découvrez son environnement de travail et son processus de recrutement.`,
    )
  )
}
