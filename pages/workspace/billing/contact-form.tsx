import { getFormProps } from '@conform-to/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { Field } from '#components/forms.tsx'
import { button, card } from '#components/ui.css.ts'
import { COMPANY_SIZES, CONTACT_NAME_MAX_LENGTH, NEED_MAX_LENGTH, salesContactSchema } from '#domain/sales-contact.ts'
import type { WorkspaceFormAnswer } from '#server/features/accounts/routes.ts'
import * as styles from '../workspace.css.ts'
import { useTranslate, useWorkspaceForm } from '../workspace-form.ts'
import { CONTACT_FORM_MESSAGES, contactFieldMessage } from './billing-messages.ts'

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/** Enterprise: "Nous contacter" (name, need, size), e-mailed to sales (ADR 061). */
export function ContactForm({ answer, sent }: { answer: WorkspaceFormAnswer; sent: boolean }) {
  const { locale } = usePageContext()
  const { i18n, t } = useLingui()
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
      {answer.formError ? (
        <p role="alert" className={styles.formError}>
          {i18n._(CONTACT_FORM_MESSAGES[answer.formError])}
        </p>
      ) : null}
      <form
        method="post"
        action={`/${locale}/workspace/billing/contact`}
        {...getFormProps(form)}
        className={styles.form}
      >
        <Field
          name={fields.name.name}
          label={<Trans>Votre nom</Trans>}
          error={contactFieldMessage(translate, fields.name.errors)}
        >
          {(props) => (
            <input
              {...props}
              required
              maxLength={CONTACT_NAME_MAX_LENGTH}
              defaultValue={textOf(fields.name.initialValue)}
              autoComplete="name"
            />
          )}
        </Field>
        <Field
          name={fields.need.name}
          label={<Trans>Votre besoin</Trans>}
          error={contactFieldMessage(translate, fields.need.errors)}
        >
          {(props) => (
            <textarea
              {...props}
              required
              rows={5}
              maxLength={NEED_MAX_LENGTH}
              defaultValue={textOf(fields.need.initialValue)}
            />
          )}
        </Field>
        <Field
          name={fields.size.name}
          label={<Trans>Taille de l'entreprise</Trans>}
          error={contactFieldMessage(translate, fields.size.errors)}
        >
          {(props) => (
            <select {...props} required defaultValue={textOf(fields.size.initialValue)}>
              <option value="">{t`Choisissez…`}</option>
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className={button}>
          <Trans>Nous contacter</Trans>
        </button>
      </form>
    </section>
  )
}
