import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { LocalizedLink } from '#components/localized-link.tsx'
import { plainText } from '#components/plain-text.tsx'
import { button } from '#components/ui.css.ts'
import { companyPaths } from '#domain/paths.ts'
import * as styles from '../../candidate-page.css.ts'
import { CandidatePage } from '../../candidate-page.tsx'
import type { Data } from './+data.ts'

/** Where a withdrawal lands (303 after its POST): it says what was done. */
export default function WithdrawnPage() {
  const { company } = useData<Data>()
  const companyName = plainText(company.name)
  return (
    <CandidatePage
      heading={<Trans>Candidature retirée</Trans>}
      lead={
        <Trans>
          Votre candidature a été retirée. Votre CV et vos données personnelles ont été effacés, et {companyName} a été
          prévenue.
        </Trans>
      }
    >
      <p className={styles.actions}>
        <LocalizedLink to={companyPaths.jobs(company.slug)} className={button}>
          <Trans>Voir les offres</Trans>
        </LocalizedLink>
      </p>
    </CandidatePage>
  )
}
