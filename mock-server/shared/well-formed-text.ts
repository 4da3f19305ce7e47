/**
 * Texts a PostgreSQL database can keep: it holds no NUL character, and UTF-8 has no half of a
 * surrogate pair. Every string a GraphQL operation brings (its variables and the strings written in
 * the operation itself) has each NUL and each lone surrogate replaced by U+FFFD, the replacement
 * character, before any resolver sees it: what a caller is answered is what is kept, and what is kept
 * survives a restart letter for letter. The rest of the text is kept as typed.
 */
import { Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Whether a text has a NUL or a lone surrogate. */
const BAD = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The text with each NUL and lone surrogate replaced by U+FFFD. */
export function wellFormed(text: string): string {
  // String.prototype.toWellFormed (ES2024, in Node 20) replaces each lone surrogate.
  return BAD.test(text) ? (text as unknown as { toWellFormed(): string }).toWellFormed().replaceAll('\u0000', '\uFFFD') : text;
}

function cleaned(value: unknown): unknown {
  if (typeof value === 'string') return wellFormed(value);
  if (Array.isArray(value)) return value.some((item) => cleaned(item) !== item) ? value.map(cleaned) : value;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const next = entries.map(([key, inner]) => [key, cleaned(inner)] as const);
    return next.some(([, inner], index) => inner !== entries[index]![1]) ? Object.fromEntries(next) : value;
  }
  return value;
}

function cleanedDocumentOnce(document: DocumentNode): DocumentNode {
  let bad = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (BAD.test(node.value)) bad = true;
    },
  });
  if (!bad) return document;
  return visit(document, { [Kind.STRING]: (node) => ({ ...node, value: wellFormed(node.value) }) });
}

/**
 * The parser's cache hands the same document object to every request of an operation: it is
 * walked once, not on every call (a walk of the whole operation was a tenth of a write's time).
 */
const cleanedDocuments = new WeakMap<DocumentNode, DocumentNode>();

function cleanedDocument(document: DocumentNode): DocumentNode {
  let known = cleanedDocuments.get(document);
  if (known === undefined) {
    known = cleanedDocumentOnce(document);
    cleanedDocuments.set(document, known);
  }
  return known;
}

/** The yoga plugin: every operation's strings made well-formed before it runs. */
export function wellFormedTextPlugin(): Plugin {
  return {
    onExecute({ args }) {
      // The arguments execution runs with (validation is behind: a string stays a string).
      const mutable = args as { variableValues?: unknown; document: DocumentNode };
      if (mutable.variableValues !== undefined && mutable.variableValues !== null) mutable.variableValues = cleaned(mutable.variableValues);
      mutable.document = cleanedDocument(mutable.document);
    },
  };
}
