import { Trans, useLingui } from '@lingui/react/macro'
import { autoplayUrl, type CompanyVideo } from '#domain/company-video.ts'
import { visuallyHidden } from './ui.css.ts'
import * as styles from './video-facade.css.ts'

/**
 * A company's video behind a facade (ADR 022): until the visitor presses play, the page
 * loads nothing from the video's provider (no frame, no thumbnail, no script). The facade
 * is a link to the video's own page, so without JavaScript it still plays it (on the
 * provider's site); with JavaScript the click puts the player in its place instead
 * (client/video-facade.ts, ADR 029).
 */
export function VideoFacade({ video, title, className }: { video: CompanyVideo; title: string; className?: string }) {
  const { t } = useLingui()
  const src = autoplayUrl(video)
  const provider = video.provider
  return (
    <figure
      className={`${styles.figure} ${className ?? ''}`}
      data-testid="company-video"
      data-player-src={src}
      data-player-title={title}
      data-player-class={styles.frame}
    >
      <a href={video.watchUrl} target="_blank" rel="noopener noreferrer" className={styles.facade}>
        <span className={styles.play} aria-hidden="true" />
        <span className={styles.label}>
          <Trans>Lire la vidéo</Trans>
          <span className={visuallyHidden}> : {title}</span>
        </span>
      </a>
      <figcaption className={styles.caption}>
        {t`Hébergée par ${provider} : rien n'en est chargé avant votre clic.`}
      </figcaption>
    </figure>
  )
}
