import type { SubmissionResult } from '@conform-to/react'
import { Trans } from '@lingui/react/macro'
import { type ChangeEvent, useState } from 'react'
import { Field } from '#components/forms.tsx'
import { button, card, container } from '#components/ui.css.ts'
import { createSpaceSchema, SLUG_MAX_LENGTH, signInSchema, suggestSlug } from '#domain/workspace.ts'
import type { WorkspaceDestination } from '#domain/workspace-destinations.ts'
import type { WorkspaceFormAnswer } from '#server/features/accounts/routes.ts'
import { EmailField } from './email-field.tsx'
import { PasskeySignIn } from './passkey-buttons.tsx'
import * as styles from './workspace.css.ts'
import { FormAlert, PostForm, TextField } from './workspace-fields.tsx'
import { initialText, useTranslate, useWorkspaceForm } from './workspace-form.ts'
import { fieldMessage, WORKSPACE_FORM_MESSAGES } from './workspace-messages.ts'

type Result = SubmissionResult<string[]> & { initialValue?: Record<string, unknown> | null }

/** The form a re-rendered answer belongs to, by the `intent` its button sent. */
const resultFor = (answer: WorkspaceFormAnswer, intent: string) => {
  const result = answer.lastResult as Result | undefined
  return result?.initialValue?.intent === intent ? result : undefined
}

type DoorData = {
  sent: boolean
  /** Back from deleting the space (ADR 067). */
  deleted?: boolean
  answer: WorkspaceFormAnswer
  email?: string
  /** The page asked for before the door, opened after it (ADR 069): the forms post to this page's address, `next` included. */
  destination?: WorkspaceDestination | null
}

/** The door: sign in with a one-time link, or create a space (sign-up and sign-in without a password). */
export function Door({ data }: { data: DoorData }) {
  const formError = data.answer.formError
  return (
    <div className={container}>
      <h1>
        <Trans>Votre espace entreprise</Trans>
      </h1>
      {data.destination === 'billing' ? (
        <p>
          <Trans>Connectez-vous ou créez votre espace : la page Abonnement s'ouvrira ensuite pour passer à Pro.</Trans>
        </p>
      ) : null}
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
      <FormAlert message={formError && WORKSPACE_FORM_MESSAGES[formError]} />
      <div className={styles.doorForms}>
        {data.email ? null : <SignInForm lastResult={resultFor(data.answer, 'sign-in')} />}
        <CreateSpaceForm lastResult={resultFor(data.answer, 'create-space')} email={data.email} />
      </div>
    </div>
  )
}

function SignInForm({ lastResult }: { lastResult: Result | undefined }) {
  const [form, fields] = useWorkspaceForm({ id: 'sign-in', schema: signInSchema, lastResult })
  return (
    <section aria-labelledby="sign-in-title" className={card}>
      <h2 id="sign-in-title">
        <Trans>Se connecter</Trans>
      </h2>
      <p>
        <Trans>Sans mot de passe : nous vous envoyons un lien par e-mail.</Trans>
      </p>
      <PostForm form={form}>
        <EmailField field={fields.email} autoComplete="email" />
        <button type="submit" name="intent" value="sign-in" className={button}>
          <Trans>Recevoir mon lien</Trans>
        </button>
      </PostForm>
      <PasskeySignIn />
    </section>
  )
}

function CreateSpaceForm({ lastResult, email }: { lastResult: Result | undefined; email: string | undefined }) {
  const [form, fields] = useWorkspaceForm({
    id: 'create-space',
    schema: createSpaceSchema,
    lastResult: lastResult,
    defaultValue: email ? { email } : undefined,
  })
  // The address follows the name until the visitor types one of their own.
  const [slugTouched, setSlugTouched] = useState(Boolean(fields.slug.initialValue))
  const [slug, setSlug] = useState(initialText(fields.slug.initialValue))
  const translate = useTranslate()
  return (
    <section aria-labelledby="create-space-title" className={card}>
      <h2 id="create-space-title">
        <Trans>Créer votre espace</Trans>
      </h2>
      <p>
        <Trans>Gratuit avec l'offre Starter : votre page carrière et 3 offres actives.</Trans>
      </p>
      <PostForm form={form}>
        <EmailField field={fields.email} id="create-email" autoComplete="email" />
        <TextField
          field={fields.companyName}
          label={<Trans>Nom de l'entreprise</Trans>}
          error={fieldMessage(translate, fields.companyName.errors)}
          type="text"
          required
          autoComplete="organization"
          maxLength={120}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            if (!slugTouched) setSlug(suggestSlug(event.currentTarget.value))
          }}
        />
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
      </PostForm>
    </section>
  )
}
