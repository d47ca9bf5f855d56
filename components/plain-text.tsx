import type { ReactElement } from 'react'

/**
 * Stored text (a company or job name, a phone number) for a `<Trans>` placeholder, shown
 * exactly as written. Lingui puts string values into the translated string and then reads
 * `<x>…</x>` and `<x/>` tags in the result: a name holding `<script>…</script>` would lose
 * its content, and one holding `<0>…</0>` would become one of the message's own elements.
 * A React node as the value is rendered as a node, never read as markup.
 */
export function plainText(value: string): ReactElement {
  return <>{value}</>
}
