import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { LocalizedLink } from '#components/localized-link.tsx'
import { plainText } from '#components/plain-text.tsx'
import { button, container } from '#components/ui.css.ts'
import { companyPaths } from '#domain/paths.ts'
import * as styles from '../../candidate-page.css.ts'
import type { Data } from './+data.ts'
import '../../../../../locales/after-applying.ts'

/** Where a withdrawal lands (303 after its POST): it says what was done. */
export default function WithdrawnPage() {
  const { company } = useData<Data>()
  const companyName = plainText(company.name)
  return (
    <div className={`${container} ${styles.page}`}>
      <h1>
        <Trans>Candidature retirée</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          Votre candidature a été retirée. Votre CV et vos données personnelles ont été effacés, et {companyName} a été
          prévenue.
        </Trans>
      </p>
      <p className={styles.actions}>
        <LocalizedLink to={companyPaths.jobs(company.slug)} className={button}>
          <Trans>Voir les offres</Trans>
        </LocalizedLink>
      </p>
    </div>
  )
}
