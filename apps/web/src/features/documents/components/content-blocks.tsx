import type { ContentBlock } from '@parallax/core/contracts/documents';
import { useId } from 'react';
import { splitEmails } from '../model/link-text';

/** Text with its e-mail addresses as links. */
function LinkedText({ text }: { text: string }) {
  return splitEmails(text).map((part, index) =>
    part.kind === 'email' ? (
      <a key={index} href={`mailto:${part.text}`}>
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}

function TableBlock({ block }: { block: Extract<ContentBlock, { type: 'table' }> }) {
  const captionId = useId();
  return (
    // A wide table scrolls sideways on a phone; the region can take focus to scroll by keyboard.
    <div
      className="prose-table"
      role="region"
      aria-labelledby={block.caption ? captionId : undefined}
      tabIndex={0}
    >
      <table>
        {block.caption && <caption id={captionId}>{block.caption}</caption>}
        <thead>
          <tr>
            {block.headers.map((header, index) => (
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                // The first cell names the row (a cookie, a plan, a format).
                index === 0 ? (
                  <th key={index} scope="row">
                    <LinkedText text={cell} />
                  </th>
                ) : (
                  <td key={index}>
                    <LinkedText text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'header1':
      return <h1>{block.text}</h1>;
    case 'header2':
      return <h2>{block.text}</h2>;
    case 'header3':
      return <h3>{block.text}</h3>;
    case 'text':
      return (
        <p>
          <LinkedText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <LinkedText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'listNew':
      return (
        <ol className="prose-steps">
          {block.items.map((item, index) => (
            <li key={index}>
              <strong className="prose-step-title">{item.title}</strong>{' '}
              <LinkedText text={item.text} />
            </li>
          ))}
        </ol>
      );
    case 'table':
      return <TableBlock block={block} />;
    case 'img':
      return (
        <figure className="prose-figure">
          <img
            src={block.src}
            alt={block.alt}
            width={block.width}
            height={block.height}
            loading="lazy"
            decoding="async"
          />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      );
  }
}

/**
 * spec 1 §2: the blocks of a document or blog post as semantic HTML — headings h1–h3,
 * paragraphs, bulleted (`list`) and numbered (`listNew`) lists, tables with header cells, and
 * images with their alternative text.
 */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return blocks.map((block, index) => <Block key={index} block={block} />);
}
