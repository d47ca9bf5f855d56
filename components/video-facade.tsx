import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { autoplayUrl, type CompanyVideo } from '../domain/company-video.ts'
import { visuallyHidden } from './ui.css.ts'
import * as styles from './video-facade.css.ts'

/**
 * A company's video behind a facade (ADR 022): until the visitor presses play, the page
 * loads nothing from the video's provider (no frame, no thumbnail, no script). The facade
 * is a link to the video's own page, so without JavaScript it still plays it (on the
 * provider's site); with JavaScript the click puts the player in its place instead.
 */
export function VideoFacade({ video, title, className }: { video: CompanyVideo; title: string; className?: string }) {
  const { t } = useLingui()
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  // Keyboard focus follows into the player that replaced the link it was on.
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])
  const provider = video.provider
  return (
    <figure className={`${styles.figure} ${className ?? ''}`} data-testid="company-video">
      {playing ? (
        <iframe
          ref={frame}
          className={styles.frame}
          src={autoplayUrl(video)}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <a
          href={video.watchUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.facade}
          onClick={(event) => {
            event.preventDefault()
            setPlaying(true)
          }}
        >
          <span className={styles.play} aria-hidden="true" />
          <span className={styles.label}>
            <Trans>Lire la vidéo</Trans>
            <span className={visuallyHidden}> : {title}</span>
          </span>
        </a>
      )}
      <figcaption className={styles.caption}>
        {t`Hébergée par ${provider} : rien n'en est chargé avant votre clic.`}
      </figcaption>
    </figure>
  )
}
