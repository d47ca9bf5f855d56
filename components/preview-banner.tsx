import { Trans } from '@lingui/react/macro'
import type { PreviewNote } from '#domain/preview-note.ts'
import { LocalizedLink } from './localized-link.tsx'
import * as styles from './preview-banner.css.ts'

/**
 * The band over a public page drawn as the editors' preview (ADR 074): what it is, and the
 * way back to the editor. Above the page's own bars, so that it is the first thing read.
 */
export function PreviewBanner({ preview }: { preview: PreviewNote }) {
  return (
    <aside className={styles.banner} aria-labelledby="preview-banner-title">
      <p>
        <strong id="preview-banner-title">
          <Trans>Aperçu privé</Trans>
        </strong>{' '}
        {preview.kind === 'unsaved' ? (
          <Trans>
            de vos modifications non enregistrées : la page publique ne les montrera qu'une fois enregistrées.
          </Trans>
        ) : (
          <Trans>de la page telle qu'elle est enregistrée ; son adresse n'est connue que de votre espace.</Trans>
        )}{' '}
        <LocalizedLink to={preview.editorPath}>
          <Trans>Retour à l'éditeur</Trans>
        </LocalizedLink>
      </p>
    </aside>
  )
}
