import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { card, container } from '#components/ui.css.ts'

/** A workspace page's way back to the workspace's home, and its title. */
/** The id of a workspace page's heading, to name a region by it. */
export const PAGE_TITLE_ID = 'page-title'

export function WorkspacePageHeading({ children }: { children: ReactNode }) {
  const { locale } = usePageContext()
  return (
    <>
      <p>
        <a href={`/${locale}/workspace`}>
          <Trans>Retour à l'espace</Trans>
        </a>
      </p>
      <h1 id={PAGE_TITLE_ID}>{children}</h1>
    </>
  )
}

/** A workspace page: its heading, then `children`. */
export function WorkspacePage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={container}>
      <WorkspacePageHeading>{title}</WorkspacePageHeading>
      {children}
    </div>
  )
}

/**
 * What the last action did (an invitation sent, a status changed), announced by screen readers
 * as it appears: one region, always there, with a card per note that is not false.
 */
export function Notices({ notes }: { notes: ReactNode[] }) {
  return (
    <div role="status">
      {notes.map((note, index) =>
        note ? (
          <p key={index} className={card}>
            {note}
          </p>
        ) : null,
      )}
    </div>
  )
}
