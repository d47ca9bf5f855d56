import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { RecruitmentStepItem } from '#domain/recruitment-steps.ts'
import * as styles from './recruitment-steps.css.ts'

/** Spec (team page): the default steps when the company has none. */
const DEFAULT_STEPS: MessageDescriptor[] = [
  msg`Candidature en ligne`,
  msg`Entretien téléphonique`,
  msg`Rencontre avec l'équipe`,
]

/**
 * A company's recruitment steps (domain/recruitment-steps.ts), numbered, or the spec's default
 * three when it has none: the team page and the application's confirmation. The company's
 * own steps are its words, in French (`textLang` on pages in another language).
 */
export function RecruitmentStepList({ steps, textLang }: { steps: RecruitmentStepItem[] | null; textLang?: string }) {
  const { i18n } = useLingui()
  const shown = steps ?? DEFAULT_STEPS.map((title) => ({ title: i18n._(title), description: null }))
  return (
    <ol className={styles.steps} lang={steps ? textLang : undefined}>
      {shown.map((step, index) => (
        <li key={`${index}-${step.title}`} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <span>
            <strong>{step.title}</strong>
            {step.description ? <span className={styles.stepDescription}>{step.description}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  )
}
