/**
 * Renders a Markdown document read by src/domain/shared/markdown.ts as React elements: text stays text
 * (never HTML), links carry only safe addresses, images only this site's uploads, `#123` is a
 * ticket chip, and the document's headings sit below the page's own (a project readme, a ticket
 * description).
 */
import { Fragment, type ReactNode } from 'react';
import { isExternalHref, type Inline } from '../../domain/shared/markdown-inline.ts';
import { parseMarkdown, type Block } from '../../domain/shared/markdown.ts';
import { TicketChip } from './ticket-chip.tsx';

function inline(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{inline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{inline(node.children)}</em>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'break':
        return <br key={index} />;
      case 'image':
        return <img key={index} className="markdown-image" src={node.src} alt={node.alt} loading="lazy" />;
      case 'ticket':
        return <TicketChip key={index} localId={node.localId} />;
      case 'link':
        return isExternalHref(node.href) ? (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {inline(node.children)}
          </a>
        ) : (
          <a key={index} href={node.href}>
            {inline(node.children)}
          </a>
        );
      default: {
        const _never: never = node;
        return _never;
      }
    }
  });
}

function block(node: Block, index: number, offset: number): ReactNode {
  switch (node.type) {
    case 'heading': {
      // The page has its own headings: the document's start `offset` levels below.
      const Tag = `h${Math.min(6, node.level + offset)}` as 'h2';
      return <Tag key={index}>{inline(node.children)}</Tag>;
    }
    case 'paragraph':
      return <p key={index}>{inline(node.children)}</p>;
    case 'list': {
      const items = node.items.map((item, itemIndex) => (
        // A one-paragraph item reads as plain text (a tight list).
        <li key={itemIndex}>{item.length === 1 && item[0]!.type === 'paragraph' ? inline(item[0]!.children) : item.map((child, childIndex) => block(child, childIndex, offset))}</li>
      ));
      return node.ordered ? (
        <ol key={index} start={node.start === 1 ? undefined : node.start}>
          {items}
        </ol>
      ) : (
        <ul key={index}>{items}</ul>
      );
    }
    case 'quote':
      return <blockquote key={index}>{node.children.map((child, childIndex) => block(child, childIndex, offset))}</blockquote>;
    case 'code':
      return (
        <pre key={index} data-language={node.language || undefined}>
          <code>{node.text}</code>
        </pre>
      );
    case 'rule':
      return <hr key={index} />;
    case 'table': {
      const align = (column: number) => node.align[column] ?? undefined;
      return (
        // A wide table scrolls inside its own box, not the page.
        <div key={index} className="markdown-table">
          <table>
            <thead>
              <tr>
                {node.head.map((cell, column) => (
                  <th key={column} scope="col" style={align(column) ? { textAlign: align(column) } : undefined}>
                    {inline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            {node.rows.length > 0 ? (
              <tbody>
                {node.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, column) => (
                      <td key={column} style={align(column) ? { textAlign: align(column) } : undefined}>
                        {inline(cell)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ) : null}
          </table>
        </div>
      );
    }
    default: {
      const _never: never = node;
      return _never;
    }
  }
}

/** A Markdown document, rendered safely; `#` becomes an h{1 + headingOffset} (default h2, below a page's h1). */
export function MarkdownView({ source, className, headingOffset = 1 }: { readonly source: string; readonly className?: string; readonly headingOffset?: number }) {
  return <div className={className ?? 'markdown'}>{parseMarkdown(source).map((node, index) => block(node, index, headingOffset))}</div>;
}
