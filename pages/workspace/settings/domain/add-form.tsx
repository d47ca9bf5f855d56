import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { customDomainSchema } from '#domain/custom-domain.ts'
import type { WorkspaceFormAnswer } from '#server/features/accounts/routes.ts'
import { FormAlert, PostForm, TextField } from '../../workspace-fields.tsx'
import { useWorkspaceForm } from '../../workspace-form.ts'
import { WORKSPACE_FORM_MESSAGES } from '../../workspace-messages.ts'
import { hostnameFieldMessage } from './domain-messages.ts'

/** "Ajouter un domaine": the hostname, checked by the schema the route reads (ADR 072). */
export function AddDomainForm({ answer, platformHostname }: { answer: WorkspaceFormAnswer; platformHostname: string }) {
  const { locale } = usePageContext()
  const { i18n } = useLingui()
  const [form, fields] = useWorkspaceForm({
    id: 'custom-domain',
    schema: customDomainSchema(platformHostname),
    lastResult: answer.lastResult,
  })
  return (
    <section aria-labelledby="add-domain-title">
      <h2 id="add-domain-title">
        <Trans>Ajouter un domaine</Trans>
      </h2>
      <FormAlert message={answer.formError && WORKSPACE_FORM_MESSAGES[answer.formError]} />
      <PostForm submit={<Trans>Ajouter</Trans>} form={form} action={`/${locale}/workspace/settings/domain`}>
        <TextField
          field={fields.hostname}
          label={<Trans>Nom de domaine (par exemple carrieres.votre-entreprise.fr)</Trans>}
          error={hostnameFieldMessage(i18n._.bind(i18n), fields.hostname.errors)}
          required
          maxLength={253}
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
        />
      </PostForm>
    </section>
  )
}
