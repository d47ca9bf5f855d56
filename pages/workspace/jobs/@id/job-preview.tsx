import { Trans } from '@lingui/react/macro'
import { MarkdownText } from '#components/markdown-text.tsx'
import { card } from '#components/ui.css.ts'
import type { EditorJob } from '#server/features/editor/job-queries.ts'

/**
 * The saved offer's texts as candidates read them: the public page's own component, so the
 * same HTML (domain/markdown.ts). Drafts are shown here only: their public address is a 404.
 */
export function JobPreview({ job }: { job: EditorJob }) {
  const sections = [
    { title: <Trans>Le poste</Trans>, text: job.description },
    { title: <Trans>Profil recherché</Trans>, text: job.profile },
    { title: <Trans>Processus de recrutement</Trans>, text: job.recruitmentProcess },
  ]
  return (
    <section aria-labelledby="preview-title" className={card}>
      <h2 id="preview-title">
        <Trans>Aperçu de l'offre enregistrée</Trans>
      </h2>
      {sections.map((section, index) =>
        section.text ? (
          <section key={index} aria-label={typeof section.title === 'string' ? section.title : undefined}>
            <h3>{section.title}</h3>
            <MarkdownText text={section.text} />
          </section>
        ) : null,
      )}
    </section>
  )
}
