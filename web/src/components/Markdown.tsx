import { Fragment, useMemo } from 'react';
import { parseMarkdown, type Inline } from '@/platform/markdown';
import './Markdown.css';

function Inlines({ parts }: { parts: Inline[] }) {
  return parts.map((part, i) =>
    part.type === 'strong' ? (
      <strong key={i}>{part.text}</strong>
    ) : part.type === 'em' ? (
      <em key={i}>{part.text}</em>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}

/**
 * Renders the content pages' simple markdown as React elements (never innerHTML). `headingOffset` shifts
 * heading levels so a page that already has an <h1> keeps one.
 */
export function Markdown({ source, headingOffset = 0 }: { source: string; headingOffset?: number }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className="markdown">
      {blocks.map((block, i) => {
        if (block.type === 'heading') {
          const Tag = `h${Math.min(6, block.level + headingOffset)}` as 'h1';
          return (
            <Tag key={i}>
              <Inlines parts={block.content} />
            </Tag>
          );
        }
        if (block.type === 'list') {
          return (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <Inlines parts={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 ? <br /> : null}
                <Inlines parts={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
