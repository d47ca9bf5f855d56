import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Field } from '#components/forms.tsx'
import { button, card, container } from '#components/ui.css.ts'
import { EMAIL_MAX_LENGTH } from '#domain/save-job.ts'
import { createSpaceSchema, SLUG_MAX_LENGTH, signInSchema, suggestSlug } from '#domain/workspace.ts'
import type { WorkspaceFormAnswer } from '#server/features/accounts/routes.ts'
import { PasskeySignIn } from './passkey-buttons.tsx'
import * as styles from './workspace.css.ts'
import { fieldMessage, WORKSPACE_FORM_MESSAGES } from './workspace-messages.ts'

type Result = SubmissionResult<string[]> & { initialValue?: Record<string, unknown> | null }

/** The form a re-rendered answer belongs to, by the `intent` its button sent. */
const resultFor = (answer: WorkspaceFormAnswer, intent: string) => {
  const result = answer.lastResult as Result | undefined
  return result?.initialValue?.intent === intent ? result : undefined
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/** The door: sign in with a one-time link, or create a space (sign-up and sign-in without a password). */
export function Door({
  data,
}: {
  data: { sent: boolean; deleted?: boolean; answer: WorkspaceFormAnswer; email?: string }
}) {
  const { i18n } = useLingui()
  const formError = data.answer.formError
  return (
    <div className={container}>
      <h1>
        <Trans>Votre espace entreprise</Trans>
      </h1>
      <div role="status" className={styles.status}>
        {data.sent ? (
          <p className={card}>
            <Trans>
              Vérifiez votre boîte mail : un lien de connexion, valable 15 minutes, vient d'y être envoyé. Il ne sert
              qu'une fois.
            </Trans>
          </p>
        ) : null}
        {data.deleted ? (
          <p className={card}>
            <Trans>
              L'espace est supprimé et vous êtes déconnecté·e. Un propriétaire peut le restaurer pendant 30 jours en se
              reconnectant.
            </Trans>
          </p>
        ) : null}
      </div>
      {formError ? (
        <p role="alert" className={styles.formError}>
          {i18n._(WORKSPACE_FORM_MESSAGES[formError])}
        </p>
      ) : null}
      <div className={styles.doorForms}>
        {data.email ? null : <SignInForm lastResult={resultFor(data.answer, 'sign-in')} />}
        <CreateSpaceForm lastResult={resultFor(data.answer, 'create-space')} email={data.email} />
      </div>
    </div>
  )
}

function SignInForm({ lastResult }: { lastResult: Result | undefined }) {
  const { i18n } = useLingui()
  const [form, fields] = useForm({
    id: 'sign-in',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const translate = i18n._.bind(i18n)
  return (
    <section aria-labelledby="sign-in-title" className={card}>
      <h2 id="sign-in-title">
        <Trans>Se connecter</Trans>
      </h2>
      <p>
        <Trans>Sans mot de passe : nous vous envoyons un lien par e-mail.</Trans>
      </p>
      <form method="post" {...getFormProps(form)} className={styles.form}>
        <Field
          name={fields.email.name}
          label={<Trans>Adresse e-mail</Trans>}
          error={fieldMessage(translate, fields.email.errors)}
        >
          {(props) => (
            <input
              {...props}
              type="email"
              required
              defaultValue={textOf(fields.email.initialValue)}
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
            />
          )}
        </Field>
        <button type="submit" name="intent" value="sign-in" className={button}>
          <Trans>Recevoir mon lien</Trans>
        </button>
      </form>
      <PasskeySignIn />
    </section>
  )
}

function CreateSpaceForm({ lastResult, email }: { lastResult: Result | undefined; email: string | undefined }) {
  const { i18n } = useLingui()
  const [form, fields] = useForm({
    id: 'create-space',
    lastResult,
    defaultValue: email ? { email } : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createSpaceSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  // The address follows the name until the visitor types one of their own.
  const [slugTouched, setSlugTouched] = useState(Boolean(fields.slug.initialValue))
  const [slug, setSlug] = useState(textOf(fields.slug.initialValue))
  const translate = i18n._.bind(i18n)
  return (
    <section aria-labelledby="create-space-title" className={card}>
      <h2 id="create-space-title">
        <Trans>Créer votre espace</Trans>
      </h2>
      <p>
        <Trans>Gratuit avec l'offre Starter : votre page carrière et 3 offres actives.</Trans>
      </p>
      <form method="post" {...getFormProps(form)} className={styles.form}>
        <Field
          name="create-email"
          label={<Trans>Adresse e-mail</Trans>}
          error={fieldMessage(translate, fields.email.errors)}
        >
          {(props) => (
            <input
              {...props}
              name={fields.email.name}
              type="email"
              required
              defaultValue={textOf(fields.email.initialValue)}
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
            />
          )}
        </Field>
        <Field
          name={fields.companyName.name}
          label={<Trans>Nom de l'entreprise</Trans>}
          error={fieldMessage(translate, fields.companyName.errors)}
        >
          {(props) => (
            <input
              {...props}
              type="text"
              required
              defaultValue={textOf(fields.companyName.initialValue)}
              autoComplete="organization"
              maxLength={120}
              onChange={(event) => {
                if (!slugTouched) setSlug(suggestSlug(event.currentTarget.value))
              }}
            />
          )}
        </Field>
        <Field
          name={fields.slug.name}
          label={<Trans>Adresse de votre page (laissez vide pour la déduire du nom)</Trans>}
          error={fieldMessage(translate, fields.slug.errors)}
        >
          {(props) => (
            <input
              {...props}
              type="text"
              value={slug}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              maxLength={SLUG_MAX_LENGTH}
              autoCapitalize="none"
              spellCheck={false}
              onChange={(event) => {
                setSlugTouched(true)
                setSlug(event.currentTarget.value)
              }}
            />
          )}
        </Field>
        <button type="submit" name="intent" value="create-space" className={button}>
          <Trans>Créer mon espace</Trans>
        </button>
      </form>
    </section>
  )
}
