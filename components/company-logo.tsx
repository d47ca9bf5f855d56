import { responsiveImage } from '#domain/company-images/paths.ts'
import * as styles from './company-logo.css.ts'

type Props = { name: string; logoUrl: string | null; size: number; className?: string }

/**
 * A company's logo, or the first letter of its name when it has none. Decorative: the
 * name is always written next to it. Asked for at low priority (ADR 052): never the
 * page's largest paint, it waits for what the first paint needs, and React then does not
 * preload it at high priority ahead of the page's own images.
 */
export function CompanyLogo({ name, logoUrl, size, className }: Props) {
  const classes = [styles.logo, className].filter(Boolean).join(' ')
  if (logoUrl) {
    // An uploaded logo comes in two sizes (1x and 2x of the largest slot): the browser picks.
    const { src, srcSet } = responsiveImage(logoUrl)
    return (
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? `${size}px` : undefined}
        alt=""
        width={size}
        height={size}
        className={classes}
        fetchPriority="low"
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${classes} ${styles.fallback}`}
      style={{ width: size, height: size, fontSize: size / 2 }}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  )
}
