import { msg } from '@lingui/core/macro'
import type { PageContext } from 'vike/types'
import { getI18n } from '#domain/i18n.ts'

export default (pageContext: PageContext) =>
  getI18n(pageContext.locale)._(
    msg`Créez la page carrière de votre entreprise, publiez vos offres sur Google for Jobs et recevez des candidatures. Gratuit jusqu'à 3 offres.`,
  )
