import type { SubmissionResult } from '@conform-to/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { Field } from '#components/forms.tsx'
import { card, container } from '#components/ui.css.ts'
import { invitationSchema, type MemberRole } from '#domain/workspace.ts'
import { EmailField } from '../email-field.tsx'
import { Notices, WorkspacePageHeading } from '../page-heading.tsx'
import * as styles from '../workspace.css.ts'
import { ButtonForm, FormAlert, PostForm } from '../workspace-fields.tsx'
import { initialText, useTranslate, useWorkspaceForm } from '../workspace-form.ts'
import { fieldMessage, WORKSPACE_FORM_MESSAGES } from '../workspace-messages.ts'
import { WorkspaceTable } from '../workspace-table.tsx'
import type { Data } from './+data.ts'

/** The company's members and invitations; owners invite, change roles and remove. */
export default function MembersPage() {
  const data = useData<Data>()
  const { locale } = usePageContext()
  const { t } = useLingui()
  const isOwner = data.me.role === 'owner'
  const roleName = (role: MemberRole) => (role === 'owner' ? t`Propriétaire` : t`Recruteur`)
  const base = `/${locale}/workspace`
  return (
    <div className={container}>
      <WorkspacePageHeading>
        <Trans>Membres</Trans>
      </WorkspacePageHeading>
      <Notices notes={[data.invited && <Trans>Invitation envoyée : elle est valable 7 jours.</Trans>]} />
      <FormAlert message={data.answer.formError && WORKSPACE_FORM_MESSAGES[data.answer.formError]} />
      <WorkspaceTable
        className={styles.table}
        caption={<Trans>Membres de l'espace</Trans>}
        columns={[t`Adresse e-mail`, t`Rôle`, t`Actions`]}
        rows={data.members}
        rowKey={(member) => member.userId}
        cells={(member) => {
          const self = member.userId === data.me.userId
          const other: MemberRole = member.role === 'owner' ? 'recruiter' : 'owner'
          return (
            <>
              <td>{member.email}</td>
              <td>{roleName(member.role)}</td>
              <td className={styles.actions}>
                {isOwner ? (
                  <ButtonForm action={`${base}/members/${member.userId}/role`} fields={{ role: other }} secondary>
                    {other === 'owner' ? t`Nommer propriétaire` : t`Nommer recruteur`}
                  </ButtonForm>
                ) : null}
                {isOwner || self ? (
                  <ButtonForm action={`${base}/members/${member.userId}/remove`} secondary>
                    {self ? t`Quitter l'espace` : t`Retirer ${member.email}`}
                  </ButtonForm>
                ) : null}
              </td>
            </>
          )
        }}
      />
      {isOwner ? <Invitations data={data} base={base} roleName={roleName} /> : null}
    </div>
  )
}

function Invitations({ data, base, roleName }: { data: Data; base: string; roleName: (role: MemberRole) => string }) {
  const { t } = useLingui()
  const lastResult = data.answer.lastResult as SubmissionResult<string[]> | undefined
  const [form, fields] = useWorkspaceForm({ id: 'invite', schema: invitationSchema, lastResult })
  const translate = useTranslate()
  return (
    <section aria-labelledby="invitations-title" className={styles.sections}>
      <div className={card}>
        <h2 id="invitations-title">
          <Trans>Inviter</Trans>
        </h2>
        <PostForm submit={<Trans>Envoyer l'invitation</Trans>} form={form} action={`${base}/members/invite`}>
          <EmailField field={fields.email} autoComplete="off" />
          <Field name="role" label={<Trans>Rôle</Trans>} error={fieldMessage(translate, fields.role.errors)}>
            {(props) => (
              <select {...props} defaultValue={initialText(fields.role.initialValue) || 'recruiter'}>
                <option value="recruiter">{t`Recruteur : offres, candidatures, statistiques`}</option>
                <option value="owner">{t`Propriétaire : tout, dont les membres, la facturation et la suppression`}</option>
              </select>
            )}
          </Field>
        </PostForm>
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
                <ButtonForm action={`${base}/invitations/${invitation.id}/revoke`} secondary>
                  <Trans>Révoquer</Trans>
                </ButtonForm>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
