import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { card, container } from '#components/ui.css.ts'
import { deleteSpaceSchemaFor, SLUG_MAX_LENGTH, SPACE_RESTORE_DAYS } from '#domain/workspace.ts'
import { WorkspacePageHeading } from '../page-heading.tsx'
import { PostForm, TextField } from '../workspace-fields.tsx'
import { useWorkspaceForm } from '../workspace-form.ts'
import { fieldMessage } from '../workspace-messages.ts'
import type { Data } from './+data.ts'

/** Deleting the space (owners): what it does, and its address typed to confirm. */
export default function DeleteSpacePage() {
  const { company, answer } = useData<Data>()
  const { locale } = usePageContext()
  const { i18n } = useLingui()
  const [form, fields] = useWorkspaceForm({
    id: 'delete-space',
    schema: deleteSpaceSchemaFor(company.slug),
    lastResult: answer.lastResult,
    shouldValidate: 'onSubmit',
  })
  const days = SPACE_RESTORE_DAYS
  return (
    <div className={container}>
      <WorkspacePageHeading>
        <Trans>Supprimer l'espace</Trans>
      </WorkspacePageHeading>
      <section className={card} aria-labelledby="delete-effects">
        <h2 id="delete-effects">
          <Trans>Ce qui se passe</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Les pages publiques de {company.name} et ses offres disparaissent aussitôt, et les moteurs de recherche en
              sont avertis.
            </Trans>
          </li>
          <li>
            <Trans>Les candidats en attente reçoivent une réponse de clôture.</Trans>
          </li>
          <li>
            <Trans>Tous les membres sont déconnectés de l'espace.</Trans>
          </li>
          <li>
            <Trans>
              Un abonnement en cours s'arrête à la fin de la période déjà payée : plus rien n'est prélevé. Il reprend si
              l'espace est restauré.
            </Trans>
          </li>
          <li>
            <Trans>
              Les domaines personnalisés sont retirés ; ils sont remis en place si l'espace est restauré
              (l'enregistrement CNAME peut rester chez vous).
            </Trans>
          </li>
          <li>
            <Trans>
              Un propriétaire peut le restaurer pendant {days} jours ; ensuite, l'espace et toutes ses données,
              candidatures et CV compris, sont effacés définitivement.
            </Trans>
          </li>
        </ul>
      </section>
      <PostForm submit={<Trans>Supprimer l'espace</Trans>} form={form} action={`/${locale}/workspace/delete`}>
        <TextField
          field={fields.confirmSlug}
          label={<Trans>Pour confirmer, tapez l'adresse de l'espace : {company.slug}</Trans>}
          error={fieldMessage(i18n._.bind(i18n), fields.confirmSlug.errors)}
          type="text"
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={SLUG_MAX_LENGTH}
        />
      </PostForm>
    </div>
  )
}
