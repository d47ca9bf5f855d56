import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { Field } from '#components/forms.tsx'
import { card } from '#components/ui.css.ts'
import { COMPANY_SIZES, CONTACT_NAME_MAX_LENGTH, NEED_MAX_LENGTH, salesContactSchema } from '#domain/sales-contact.ts'
import type { WorkspaceFormAnswer } from '#server/features/accounts/routes.ts'
import { FormAlert, PostForm, TextField } from '../workspace-fields.tsx'
import { initialText, useTranslate, useWorkspaceForm } from '../workspace-form.ts'
import { CONTACT_FORM_MESSAGES, contactFieldMessage } from './billing-messages.ts'

/** Enterprise: "Nous contacter" (name, need, size), e-mailed to sales (ADR 061). */
export function ContactForm({ answer, sent }: { answer: WorkspaceFormAnswer; sent: boolean }) {
  const { locale } = usePageContext()
  const { t } = useLingui()
  const [form, fields] = useWorkspaceForm({
    id: 'enterprise-contact',
    schema: salesContactSchema,
    lastResult: answer.lastResult,
  })
  const translate = useTranslate()
  return (
    <section aria-labelledby="enterprise-title" className={card}>
      <h2 id="enterprise-title">
        <Trans>Enterprise : parlons de vos besoins</Trans>
      </h2>
      <p>
        <Trans>Authentification unique, engagement de service, plusieurs sites : notre équipe vous répond.</Trans>
      </p>
      {sent ? (
        <p role="status">
          <Trans>Merci : votre demande est partie, notre équipe vous répond par e-mail.</Trans>
        </p>
      ) : null}
      <FormAlert message={answer.formError && CONTACT_FORM_MESSAGES[answer.formError]} />
      <PostForm submit={<Trans>Nous contacter</Trans>} form={form} action={`/${locale}/workspace/billing/contact`}>
        <TextField
          field={fields.name}
          label={<Trans>Votre nom</Trans>}
          error={contactFieldMessage(translate, fields.name.errors)}
          required
          maxLength={CONTACT_NAME_MAX_LENGTH}
          autoComplete="name"
        />
        <TextField
          multiline
          field={fields.need}
          label={<Trans>Votre besoin</Trans>}
          error={contactFieldMessage(translate, fields.need.errors)}
          required
          rows={5}
          maxLength={NEED_MAX_LENGTH}
        />
        <Field
          name={fields.size.name}
          label={<Trans>Taille de l'entreprise</Trans>}
          error={contactFieldMessage(translate, fields.size.errors)}
        >
          {(props) => (
            <select {...props} required defaultValue={initialText(fields.size.initialValue)}>
              <option value="">{t`Choisissez…`}</option>
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          )}
        </Field>
      </PostForm>
    </section>
  )
}
