import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { Field } from '#components/forms.tsx'
import { button, buttonSecondary, card, container } from '#components/ui.css.ts'
import { EMAIL_MAX_LENGTH } from '#domain/save-job.ts'
import { invitationSchema, type MemberRole } from '#domain/workspace.ts'
import * as styles from '../workspace.css.ts'
import { fieldMessage, WORKSPACE_FORM_MESSAGES } from '../workspace-messages.ts'
import type { Data } from './+data.ts'

/** The company's members and invitations; owners invite, change roles and remove. */
export default function MembersPage() {
  const data = useData<Data>()
  const { locale } = usePageContext()
  const { t, i18n } = useLingui()
  const isOwner = data.me.role === 'owner'
  const roleName = (role: MemberRole) => (role === 'owner' ? t`Propriétaire` : t`Recruteur`)
  const base = `/${locale}/workspace`
  return (
    <div className={container}>
      <p>
        <a href={base}>
          <Trans>Retour à l'espace</Trans>
        </a>
      </p>
      <h1>
        <Trans>Membres</Trans>
      </h1>
      <div role="status">
        {data.invited ? (
          <p className={card}>
            <Trans>Invitation envoyée : elle est valable 7 jours.</Trans>
          </p>
        ) : null}
      </div>
      {data.answer.formError ? (
        <p role="alert" className={styles.formError}>
          {i18n._(WORKSPACE_FORM_MESSAGES[data.answer.formError])}
        </p>
      ) : null}
      <table className={styles.table}>
        <caption className={styles.caption}>
          <Trans>Membres de l'espace</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Adresse e-mail</Trans>
            </th>
            <th scope="col">
              <Trans>Rôle</Trans>
            </th>
            <th scope="col">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.members.map((member) => {
            const self = member.userId === data.me.userId
            const other: MemberRole = member.role === 'owner' ? 'recruiter' : 'owner'
            return (
              <tr key={member.userId}>
                <td>{member.email}</td>
                <td>{roleName(member.role)}</td>
                <td className={styles.actions}>
                  {isOwner ? (
                    <form method="post" action={`${base}/members/${member.userId}/role`}>
                      <input type="hidden" name="role" value={other} />
                      <button type="submit" className={buttonSecondary}>
                        {other === 'owner' ? t`Nommer propriétaire` : t`Nommer recruteur`}
                      </button>
                    </form>
                  ) : null}
                  {isOwner || self ? (
                    <form method="post" action={`${base}/members/${member.userId}/remove`}>
                      <button type="submit" className={buttonSecondary}>
                        {self ? t`Quitter l'espace` : t`Retirer ${member.email}`}
                      </button>
                    </form>
                  ) : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {isOwner ? <Invitations data={data} base={base} roleName={roleName} /> : null}
    </div>
  )
}

function Invitations({ data, base, roleName }: { data: Data; base: string; roleName: (role: MemberRole) => string }) {
  const { i18n, t } = useLingui()
  const lastResult = data.answer.lastResult as SubmissionResult<string[]> | undefined
  const [form, fields] = useForm({
    id: 'invite',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: invitationSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const translate = i18n._.bind(i18n)
  const initial = (value: unknown) => (typeof value === 'string' ? value : '')
  return (
    <section aria-labelledby="invitations-title" className={styles.sections}>
      <div className={card}>
        <h2 id="invitations-title">
          <Trans>Inviter</Trans>
        </h2>
        <form method="post" action={`${base}/members/invite`} {...getFormProps(form)} className={styles.form}>
          <Field
            name="email"
            label={<Trans>Adresse e-mail</Trans>}
            error={fieldMessage(translate, fields.email.errors)}
          >
            {(props) => (
              <input
                {...props}
                type="email"
                required
                autoComplete="off"
                maxLength={EMAIL_MAX_LENGTH}
                defaultValue={initial(fields.email.initialValue)}
              />
            )}
          </Field>
          <Field name="role" label={<Trans>Rôle</Trans>} error={fieldMessage(translate, fields.role.errors)}>
            {(props) => (
              <select {...props} defaultValue={initial(fields.role.initialValue) || 'recruiter'}>
                <option value="recruiter">{t`Recruteur : offres, candidatures, statistiques`}</option>
                <option value="owner">{t`Propriétaire : tout, dont les membres, la facturation et la suppression`}</option>
              </select>
            )}
          </Field>
          <button type="submit" className={button}>
            <Trans>Envoyer l'invitation</Trans>
          </button>
        </form>
      </div>
      <div className={card}>
        <h2>
          <Trans>Invitations en attente</Trans>
        </h2>
        {data.invitations.length === 0 ? (
          <p>
            <Trans>Aucune invitation en attente.</Trans>
          </p>
        ) : (
          <ul className={styles.list}>
            {data.invitations.map((invitation) => (
              <li key={invitation.id}>
                {invitation.email} ({roleName(invitation.role)})
                <form method="post" action={`${base}/invitations/${invitation.id}/revoke`}>
                  <button type="submit" className={buttonSecondary}>
                    <Trans>Révoquer</Trans>
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
