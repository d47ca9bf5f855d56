import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { button, buttonSecondary, card, container } from '#components/ui.css.ts'
import { INTL_LOCALE } from '#domain/locale.ts'
import { SPACE_RESTORE_DAYS } from '#domain/workspace.ts'
import type { WorkspacePageData } from '#server/features/accounts/workspace-page.server.ts'
import { AnswerFiguresFacts } from './answer-figures.tsx'
import { Door } from './door.tsx'
import { Notices } from './page-heading.tsx'
import * as styles from './workspace.css.ts'
import { ButtonForm } from './workspace-fields.tsx'

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
  if (company.deletedAt) return <DeletedSpace data={data} company={company} />
  const publicPath = `/${locale}/${company.slug}`
  const indexable = company.hasDescription || company.visibleJobs > 0
  // The workspace's sections; the company's page, settings, log and deletion are the owners'.
  const sections = [
    { path: 'jobs', label: t`Vos offres` },
    { path: 'company', label: t`Votre page entreprise`, ownersOnly: true },
    { path: 'applications', label: t`Candidatures` },
    { path: 'statistics', label: t`Statistiques` },
    { path: 'members', label: t`Membres` },
    { path: 'settings', label: t`Paramètres`, ownersOnly: true },
    { path: 'activity', label: t`Journal d'activité`, ownersOnly: true },
    { path: 'security', label: t`Sécurité : sessions et clés d'accès` },
    { path: 'delete', label: t`Supprimer l'espace`, ownersOnly: true },
  ]
  return (
    <div className={container}>
      <SignOutBar email={data.email} />
      <h1>{company.name}</h1>
      <Notices
        notes={[data.restored && <Trans>L'espace est restauré : ses pages publiques sont de nouveau en ligne.</Trans>]}
      />
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
      {data.answers ? (
        <section aria-labelledby="answers-title" className={card}>
          <h2 id="answers-title">
            <Trans>Vos réponses aux candidats (90 derniers jours)</Trans>
          </h2>
          <AnswerFiguresFacts figures={data.answers} />
        </section>
      ) : null}
      <nav aria-label={t`Espace entreprise`}>
        <ul className={styles.list}>
          {sections
            .filter((section) => data.role === 'owner' || !section.ownersOnly)
            .map(({ path, label }) => (
              <li key={path}>
                <a href={`/${locale}/workspace/${path}`}>{label}</a>
              </li>
            ))}
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

/** A deleted space: when it goes for good, and its restoration for an owner (ADR 067). */
function DeletedSpace({ data, company }: { data: HomeData; company: NonNullable<HomeData['company']> }) {
  const { locale } = usePageContext()
  const erasedOn = new Date(new Date(company.deletedAt ?? Date.now()).getTime() + SPACE_RESTORE_DAYS * 86_400_000)
  const date = erasedOn.toLocaleDateString(INTL_LOCALE[locale], { timeZone: 'Europe/Paris', dateStyle: 'long' })
  return (
    <div className={container}>
      <SignOutBar email={data.email} />
      <h1>{company.name}</h1>
      <p className={card}>
        <Trans>
          Cet espace est supprimé : ses pages publiques ne sont plus en ligne. Il sera effacé définitivement le {date},
          avec toutes ses données.
        </Trans>
      </p>
      {data.role === 'owner' ? (
        <ButtonForm action={`/${locale}/workspace/restore`} className={styles.actions}>
          <Trans>Restaurer l'espace</Trans>
        </ButtonForm>
      ) : (
        <p>
          <Trans>Seul un propriétaire peut le restaurer.</Trans>
        </p>
      )}
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
