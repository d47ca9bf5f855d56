import type { ReactNode } from 'react'

type TitledSectionProps = {
  /** The heading's id; the section is labelled by it, so a screen reader's landmark list names it. */
  id: string
  title: ReactNode
  /** The page's first section carries its h1; the others an h2. */
  level?: 1 | 2
  className?: string
  children: ReactNode
}

/** A page section named by its own heading (`aria-labelledby`), the shape every content page uses. */
export function TitledSection({ id, title, level = 2, className, children }: TitledSectionProps) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id}>{title}</Heading>
      {children}
    </section>
  )
}
