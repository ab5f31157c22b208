import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Block, type Inline, inlineText } from '../markdown.ts';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${node.type}-${index}`;
    switch (node.type) {
      case 'text':
        return node.value;
      case 'code':
        return <code key={key}>{node.value}</code>;
      case 'strong':
        return <strong key={key}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={key}>{renderInline(node.children)}</em>;
      case 'link':
        // Site paths navigate in the app; everything else is an ordinary link.
        return node.href.startsWith('/') ? (
          <Link key={key} to={node.href}>
            {renderInline(node.children)}
          </Link>
        ) : (
          <a key={key} href={node.href} rel={node.href.startsWith('http') ? 'noopener noreferrer' : undefined}>
            {renderInline(node.children)}
          </a>
        );
      default:
        return null;
    }
  });
}

/** Cells that hold only an amount, a rate or a count line up on the right. */
function isNumeric(cell: Inline[]): boolean {
  const value = inlineText(cell).trim();
  return value === '' || /^[−+-]?₦?[\d,.]+%?$/.test(value);
}

function renderBlock(block: Block, index: number, idPrefix: string, headingShift: number): ReactNode {
  const key = `${block.type}-${index}`;
  switch (block.type) {
    case 'heading': {
      const Heading = `h${Math.min(6, block.level + headingShift)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
      return (
        <Heading key={key} id={`${idPrefix}${block.id}`}>
          {renderInline(block.children)}
        </Heading>
      );
    }
    case 'paragraph':
      return <p key={key}>{renderInline(block.children)}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={key}>
          {block.items.map((item, itemIndex) => (
            // Items have no identity beyond their place in a list that never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: static content
            <li key={itemIndex}>{renderInline(item)}</li>
          ))}
        </List>
      );
    }
    case 'quote':
      return (
        <blockquote key={key}>
          <p>{renderInline(block.children)}</p>
        </blockquote>
      );
    case 'rule':
      return <hr key={key} />;
    case 'table': {
      const numericColumns = block.header.map(
        (_, column) => block.rows.length > 0 && block.rows.every((row) => isNumeric(row[column] ?? [])),
      );
      const cellClass = (column: number) => (numericColumns[column] ? 'site-num' : undefined);
      return (
        // A wide table scrolls sideways on a phone instead of widening the page, and can be
        // focused so keyboard users can scroll it too.
        <section
          key={key}
          className="site-table-wrap"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
          tabIndex={0}
          aria-label={`Table: ${block.header.map(inlineText).join(', ')}`}
        >
          <table className="site-table">
            <thead>
              <tr>
                {block.header.map((cell, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static content
                  <th key={column} scope="col" className={cellClass(column)}>
                    {renderInline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static content
                <tr key={rowIndex}>
                  {row.map((cell, column) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static content
                    <td key={column} className={cellClass(column)}>
                      {renderInline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
    }
  }
}

/**
 * Renders parsed Markdown as React elements: never as an HTML string. When several documents
 * share a page (the job posts on /careers), `idPrefix` keeps heading anchors unique and
 * `headingShift` moves their headings below the document's own title.
 */
export function Markdown({
  blocks,
  idPrefix = '',
  headingShift = 0,
}: {
  blocks: readonly Block[];
  idPrefix?: string;
  headingShift?: number;
}) {
  return (
    <div className="site-prose">{blocks.map((block, index) => renderBlock(block, index, idPrefix, headingShift))}</div>
  );
}
