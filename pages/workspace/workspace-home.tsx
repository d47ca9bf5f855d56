import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { button, buttonSecondary, card, container } from '#components/ui.css.ts'
import type { WorkspacePageData } from '#server/features/accounts/workspace-page.server.ts'
import { Door } from './door.tsx'
import * as styles from './workspace.css.ts'

type HomeData = Extract<WorkspacePageData, { kind: 'home' }>

/** The signed-in member's workspace: their company, its public space, and their way out. */
export function WorkspaceHome({ data }: { data: HomeData }) {
  const { locale } = usePageContext()
  const { t } = useLingui()
  const { company } = data
  if (!company)
    return (
      <>
        <SignOutBar email={data.email} />
        <Door data={{ sent: false, answer: data.answer, email: data.email }} />
      </>
    )
  const publicPath = `/${locale}/${company.slug}`
  const indexable = company.hasDescription || company.visibleJobs > 0
  return (
    <div className={container}>
      <SignOutBar email={data.email} />
      <h1>{company.name}</h1>
      <dl className={styles.facts}>
        <dt>
          <Trans>Votre rôle</Trans>
        </dt>
        <dd>{data.role === 'owner' ? t`Propriétaire` : t`Recruteur`}</dd>
        <dt>
          <Trans>Formule</Trans>
        </dt>
        <dd>
          {company.plan === 'starter' ? 'Starter' : company.plan === 'pro' ? 'Pro' : 'Enterprise'}
          {data.role === 'owner' ? (
            <>
              {' '}
              <a href={`/${locale}/workspace/billing`}>
                <Trans>Abonnement</Trans>
              </a>
            </>
          ) : null}
        </dd>
        <dt>
          <Trans>Page publique</Trans>
        </dt>
        <dd>
          <a href={publicPath}>{publicPath}</a>
        </dd>
      </dl>
      <nav aria-label={t`Espace entreprise`}>
        <ul className={styles.list}>
          <li>
            <a href={`/${locale}/workspace/jobs`}>
              <Trans>Vos offres</Trans>
            </a>
          </li>
          {data.role === 'owner' ? (
            <li>
              <a href={`/${locale}/workspace/company`}>
                <Trans>Votre page entreprise</Trans>
              </a>
            </li>
          ) : null}
          <li>
            <a href={`/${locale}/workspace/applications`}>
              <Trans>Candidatures</Trans>
            </a>
          </li>
          <li>
            <a href={`/${locale}/workspace/members`}>
              <Trans>Membres</Trans>
            </a>
          </li>
          {data.role === 'owner' ? (
            <li>
              <a href={`/${locale}/workspace/activity`}>
                <Trans>Journal d'activité</Trans>
              </a>
            </li>
          ) : null}
          <li>
            <a href={`/${locale}/workspace/security`}>
              <Trans>Sécurité : sessions et clés d'accès</Trans>
            </a>
          </li>
        </ul>
      </nav>
      {indexable ? null : (
        <p className={card}>
          <Trans>
            Votre page n'est pas encore proposée aux moteurs de recherche : elle le sera dès qu'elle aura une
            description ou une offre visible.
          </Trans>
        </p>
      )}
      {data.memberships.length > 1 ? (
        <form method="post" action={`/${locale}/workspace/switch`} className={styles.actions}>
          <label htmlFor="switch-company">
            <Trans>Changer d'entreprise</Trans>
          </label>
          <select
            id="switch-company"
            name="companyId"
            defaultValue={data.memberships.find((m) => m.slug === company.slug)?.companyId}
          >
            {data.memberships.map((membership) => (
              <option key={membership.companyId} value={membership.companyId}>
                {membership.name}
              </option>
            ))}
          </select>
          <button type="submit" className={buttonSecondary}>
            <Trans>Ouvrir</Trans>
          </button>
        </form>
      ) : null}
    </div>
  )
}

function SignOutBar({ email }: { email: string }) {
  const { locale } = usePageContext()
  return (
    <form method="post" action={`/${locale}/workspace/sign-out`} className={styles.actions}>
      <span>
        <Trans>Connecté : {email}</Trans>
      </span>
      <button type="submit" className={button}>
        <Trans>Se déconnecter</Trans>
      </button>
    </form>
  )
}
