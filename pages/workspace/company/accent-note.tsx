import { Trans } from '@lingui/react/macro'
import { readableAccent } from '#domain/brand-color.ts'
import * as styles from '../workspace.css.ts'

/**
 * What the public pages will show of the accent colour as typed: a colour too light to be
 * read on them is shown a shade darker (domain/brand-color.ts), and the editor says so
 * before the save, with both colours, rather than changing what was typed.
 */
export function AccentNote({ typed }: { typed: string | undefined }) {
  const shown = readableAccent(typed)
  if (!typed || shown === null || shown === typed.trim().toLowerCase()) return null
  const swatch = (color: string) => <span aria-hidden="true" className={styles.swatch} style={{ background: color }} />
  return (
    <p id="accent-note" role="status">
      {swatch(typed)}→{swatch(shown)}
      <Trans>
        Vos pages montreront {shown}, une nuance plus foncée de cette couleur : le texte doit rester lisible sur leurs
        fonds (contraste AA, 4,5:1).
      </Trans>
    </p>
  )
}
