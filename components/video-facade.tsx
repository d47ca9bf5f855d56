import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { autoplayUrl, type CompanyVideo } from '#domain/company-video.ts'
import { enhanceVideoFacades } from '../client/video-facade.ts'
import { visuallyHidden } from './ui.css.ts'
import * as styles from './video-facade.css.ts'

/**
 * A company's video behind a facade (ADR 022): until the visitor presses play, the page
 * loads nothing from the video's provider (no frame, no thumbnail, no script). The facade
 * is a link to the video's own page, so without JavaScript it still plays it (on the
 * provider's site); with JavaScript the click puts the player in its place instead
 * (client/video-facade.ts, shared by hydrated and HTML-only pages, ADR 029).
 */
export function VideoFacade({ video, title, className }: { video: CompanyVideo; title: string; className?: string }) {
  const { t } = useLingui()
  const figure = useRef<HTMLElement>(null)
  const src = autoplayUrl(video)
  // On a hydrated page; HTML-only pages run the same enhancer from their client entry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new video is a new <figure> (its key) to enhance.
  useEffect(() => {
    if (figure.current?.parentNode) enhanceVideoFacades(figure.current.parentNode)
  }, [src])
  const provider = video.provider
  return (
    // Keyed by the video: the player the script put in place of the link is not React's, so
    // a client-side navigation to another video renders a fresh facade instead of keeping it.
    <figure
      key={src}
      ref={figure}
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
