import { getFormProps } from '@conform-to/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { pasteAsMarkdown } from '#components/markdown-paste/paste-as-markdown.ts'
import { button, buttonSecondary, card, container, visuallyHidden } from '#components/ui.css.ts'
import { isEndedJobStatus, isVisibleJobStatus } from '#domain/job.ts'
import { type JobIntent, jobFormSchema, SALARY_PERIODS } from '#domain/job-form.ts'
import { payTransparencyRule } from '#domain/pay-transparency.ts'
import { PreviewLinks } from '../../preview-links.tsx'
import * as styles from '../../workspace.css.ts'
import { useWorkspaceForm } from '../../workspace-form.ts'
import type { Data } from './+data.ts'
import { MarkdownField, TextField } from './job-fields.tsx'
import { JobPreview } from './job-preview.tsx'
import { PlanLimitNotice } from './plan-limit-notice.tsx'
import { RefusalNotice } from './refusal-notice.tsx'

/** The buttons a job's state offers (each a submit button of the one form, conform's intent). */
function intentsFor(status: string | null): JobIntent[] {
  if (status === null) return ['save', 'publish']
  if (isVisibleJobStatus(status)) return ['save', 'unpublish', 'close', 'duplicate']
  if (isEndedJobStatus(status)) return ['save', 'reopen', 'duplicate']
  return ['save', 'publish', 'duplicate']
}

/** /{lang}/workspace/jobs/new and /{lang}/workspace/jobs/{id}: the offer's editor and its preview. */
export default function JobEditorPage() {
  const { job, answer, done, plan } = useData<Data>()
  const { locale } = usePageContext()
  const { t } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const [form, fields] = useWorkspaceForm({
    id: `job-${job?.id ?? 'new'}`,
    schema: jobFormSchema,
    lastResult: answer.lastResult,
    defaultValue: job
      ? { ...job, version: String(job.version), closesOn: job.closesOn ?? '', salaryPeriod: job.salaryPeriod ?? '' }
      : { countryCode: 'FR', salaryCurrency: 'EUR' },
  })
  useEffect(() => {
    const areas = formRef.current?.querySelectorAll<HTMLTextAreaElement>('textarea[data-markdown-paste]') ?? []
    const stops = Array.from(areas, (area) => pasteAsMarkdown(area))
    return () => {
      for (const stop of stops) stop()
    }
  }, [])
  const action = `/${locale}/workspace/jobs/${job?.id ?? 'new'}`
  const rule = payTransparencyRule(typeof fields.countryCode.value === 'string' ? fields.countryCode.value : 'FR')
  const labels: Record<JobIntent, string> = {
    save: t`Enregistrer`,
    publish: t`Publier`,
    unpublish: t`Dépublier`,
    close: t`Clôturer`,
    reopen: t`Rouvrir`,
    duplicate: t`Dupliquer`,
    preview: t`Aperçu de la page`,
  }
  return (
    <div className={container}>
      <p>
        <a href={`/${locale}/workspace/jobs`}>
          <Trans>← Vos offres</Trans>
        </a>
      </p>
      <h1>{job ? job.title : <Trans>Nouvelle offre</Trans>}</h1>
      <div role="status" className={styles.status}>
        {done === 'publish' || done === 'reopen' ? (
          <p className={card}>
            <Trans>
              Offre publiée : elle sera visible sur votre page, dans le plan du site et les flux d'ici une minute.
            </Trans>
          </p>
        ) : done ? (
          <p className={card}>
            <Trans>Modifications enregistrées.</Trans>
          </p>
        ) : null}
      </div>
      <RefusalNotice refusal={answer.refusal} />
      <form method="post" action={action} {...getFormProps(form)} ref={formRef} className={styles.form}>
        {job ? <input type="hidden" name={fields.version.name} value={String(job.version)} /> : null}
        <TextField field={fields.title} label={<Trans>Intitulé du poste</Trans>} />
        <TextField field={fields.contractType} label={<Trans>Type de contrat</Trans>} />
        <TextField field={fields.experienceLevel} label={<Trans>Expérience</Trans>} />
        <TextField field={fields.educationLevel} label={<Trans>Niveau d'études</Trans>} />
        <TextField field={fields.city} label={<Trans>Ville</Trans>} />
        <TextField field={fields.zipCode} label={<Trans>Code postal</Trans>} />
        <TextField field={fields.countryCode} label={<Trans>Pays (code à deux lettres)</Trans>} />
        <TextField field={fields.officeAddress} label={<Trans>Adresse du lieu de travail</Trans>} />
        <TextField field={fields.remote} label={<Trans>Télétravail</Trans>} />
        <TextField field={fields.duration} label={<Trans>Durée</Trans>} />
        <fieldset>
          <legend>
            <Trans>Rémunération</Trans>
          </legend>
          <p id="pay-rule">
            {rule.requirement === 'required' ? (
              <Trans>Obligatoire dans l'annonce pour un poste dans ce pays : au moins le salaire de départ.</Trans>
            ) : (
              <Trans>
                Recommandée : la directive européenne 2023/970 donne aux candidats le droit de la connaître.
              </Trans>
            )}
          </p>
          <TextField field={fields.salaryMin} label={<Trans>Salaire minimum</Trans>} inputMode="decimal" />
          <TextField field={fields.salaryMax} label={<Trans>Salaire maximum</Trans>} inputMode="decimal" />
          <TextField field={fields.salaryCurrency} label={<Trans>Devise</Trans>} />
          <label htmlFor="field-salaryPeriod">
            <Trans>Période</Trans>
          </label>
          <select id="field-salaryPeriod" name={fields.salaryPeriod.name} defaultValue={job?.salaryPeriod ?? ''}>
            <option value="">—</option>
            {SALARY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {
                  { year: t`par an`, month: t`par mois`, week: t`par semaine`, day: t`par jour`, hour: t`de l'heure` }[
                    period
                  ]
                }
              </option>
            ))}
          </select>
        </fieldset>
        <MarkdownField field={fields.description} label={<Trans>Le poste</Trans>} />
        <MarkdownField field={fields.profile} label={<Trans>Profil recherché</Trans>} />
        <MarkdownField field={fields.recruitmentProcess} label={<Trans>Processus de recrutement</Trans>} />
        <TextField field={fields.applyUrl} label={<Trans>Lien de candidature externe</Trans>} type="url" />
        <TextField field={fields.closesOn} label={<Trans>Dernier jour pour postuler</Trans>} type="date" />
        <PlanLimitNotice plan={plan} visible={job ? isVisibleJobStatus(job.status) : false} />
        <div className={styles.actions}>
          {intentsFor(job?.status ?? null).map((intent, index) => (
            <button
              key={intent}
              type="submit"
              name="intent"
              value={intent}
              className={index === 0 ? button : buttonSecondary}
            >
              {labels[intent]}
            </button>
          ))}
          {/* The public page with what is typed, nothing saved, in a tab of its own: this form keeps the text. */}
          <button type="submit" name="intent" value="preview" formTarget="_blank" className={buttonSecondary}>
            {labels.preview}
            <span className={visuallyHidden}> ({t`nouvel onglet`})</span>
          </button>
        </div>
      </form>
      {job ? <PreviewLinks editorPath={`/workspace/jobs/${job.id}`} /> : null}
      {job ? <JobPreview job={job} /> : null}
    </div>
  )
}
