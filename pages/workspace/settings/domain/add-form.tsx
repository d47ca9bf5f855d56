import { getFormProps } from '@conform-to/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { Field } from '#components/forms.tsx'
import { button } from '#components/ui.css.ts'
import { customDomainSchema } from '#domain/custom-domain.ts'
import type { WorkspaceFormAnswer } from '#server/features/accounts/routes.ts'
import * as styles from '../../workspace.css.ts'
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
  const initial = fields.hostname.initialValue
  return (
    <section aria-labelledby="add-domain-title">
      <h2 id="add-domain-title">
        <Trans>Ajouter un domaine</Trans>
      </h2>
      {answer.formError ? (
        <p role="alert" className={styles.formError}>
          {i18n._(WORKSPACE_FORM_MESSAGES[answer.formError])}
        </p>
      ) : null}
      <form
        method="post"
        action={`/${locale}/workspace/settings/domain`}
        {...getFormProps(form)}
        className={styles.form}
      >
        <Field
          name={fields.hostname.name}
          label={<Trans>Nom de domaine (par exemple carrieres.votre-entreprise.fr)</Trans>}
          error={hostnameFieldMessage(i18n._.bind(i18n), fields.hostname.errors)}
        >
          {(props) => (
            <input
              {...props}
              required
              maxLength={253}
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              defaultValue={typeof initial === 'string' ? initial : ''}
            />
          )}
        </Field>
        <button type="submit" className={button}>
          <Trans>Ajouter</Trans>
        </button>
      </form>
    </section>
  )
}
