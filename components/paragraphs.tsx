import { textBlocks } from '#domain/text-blocks.ts'

/**
 * Plain text from the database as paragraphs, line breaks and lists ('- ' or '• ' lines,
 * domain/text-blocks.ts); never HTML: React writes every character as text. Index keys
 * are right here: the blocks are rendered once and never reordered.
 */
export function Paragraphs({ text, className, lang }: { text: string; className?: string; lang?: string }) {
  return (
    <div className={className} lang={lang}>
      {textBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </p>
        ),
      )}
    </div>
  )
}
