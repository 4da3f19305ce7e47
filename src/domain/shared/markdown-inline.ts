/**
 * Inline Markdown of readmes (see markdown.ts): bold, italic, code, links, line breaks, images
 * uploaded to this site and ticket references (`#123`), read into plain values, never HTML. Links
 * keep only addresses that are safe to follow.
 */
import { UPLOADED_IMAGE_PATTERN } from './uploaded-image.ts';

/** Text-level content. */
export type Inline =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'strong'; readonly children: readonly Inline[] }
  | { readonly type: 'em'; readonly children: readonly Inline[] }
  | { readonly type: 'code'; readonly text: string }
  | { readonly type: 'link'; readonly href: string; readonly children: readonly Inline[] }
  /** An image uploaded to this site: `src` is always its path here (`/upload/files/{key}`, see uploaded-image.ts). */
  | { readonly type: 'image'; readonly src: string; readonly alt: string }
  /** A ticket of the organization, by its number (`#123`). */
  | { readonly type: 'ticket'; readonly localId: number }
  | { readonly type: 'break' };

/** `#123`: a ticket's number, up to 9 digits, not followed by more of a word. */
const TICKET = /^#(\d{1,9})(?![\p{L}\p{N}_])/u;
/** What may come just before a ticket reference (not a word, `&#58;` or a path's `/page#12`). */
const BEFORE_TICKET = /[\s([{,;:"'*_~>]/;
/** The address of an image uploaded here: a path of this site, never another site's address. */
const UPLOADED = new RegExp(UPLOADED_IMAGE_PATTERN);

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

/**
 * The address a link may carry, or null. Absolute addresses keep only http, https and mailto;
 * relative paths and fragments pass. Control characters and spaces are refused outright: they are
 * how `java\tscript:` slips past a scheme check.
 */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (href === '' || /[\u0000-\u0020\u007f-\u009f]/.test(href) || href.startsWith('//') || href.startsWith('\\')) return null;
  const scheme = /^([^/?#]*?):/.exec(href);
  if (scheme) return SAFE_SCHEMES.has(scheme[1]!.toLowerCase()) && /^[a-z][a-z0-9+.-]*$/i.test(scheme[1]!) ? href : null;
  return href;
}

/** Whether a safe address leaves the site (opened in a new tab). */
export const isExternalHref = (href: string): boolean => /^(https?|mailto):/i.test(href);

const ESCAPABLE = /[\\`*_{}[\]()#+\-.!>~|<"]/;

/** Reads inline Markdown into inline content. */
export function parseInline(source: string): readonly Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text !== '') out.push({ type: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === '\\' && source[i + 1] === '\n') {
      flush();
      out.push({ type: 'break' });
      i += 2;
      continue;
    }
    if (ch === '\\' && i + 1 < source.length && ESCAPABLE.test(source[i + 1]!)) {
      text += source[i + 1];
      i += 2;
      continue;
    }
    if (ch === '\n') {
      // Two spaces before a line end are a hard break; otherwise the line end is a space.
      if (text.endsWith('  ')) {
        text = text.replace(/ +$/, '');
        flush();
        out.push({ type: 'break' });
      } else text = `${text.replace(/ +$/, '')} `;
      i += 1;
      continue;
    }
    if (ch === '`') {
      const run = /^`+/.exec(source.slice(i))![0];
      const close = findCodeClose(source, i + run.length, run.length);
      if (close >= 0) {
        flush();
        const inner = source.slice(i + run.length, close).replace(/\n/g, ' ');
        out.push({ type: 'code', text: /^ .* $/.test(inner) && inner.trim() !== '' ? inner.slice(1, -1) : inner });
        i = close + run.length;
        continue;
      }
      text += run;
      i += run.length;
      continue;
    }
    if (ch === '*' || ch === '_') {
      const delimiter = source[i + 1] === ch ? ch + ch : ch;
      const start = i + delimiter.length;
      const opens = start < source.length && !/\s/.test(source[start]!) && !(ch === '_' && i > 0 && /[\p{L}\p{N}]/u.test(source[i - 1]!));
      const close = opens ? findEmphasisClose(source, start, delimiter) : -1;
      if (close > start) {
        flush();
        const children = parseInline(source.slice(start, close));
        out.push(delimiter.length === 2 ? { type: 'strong', children } : { type: 'em', children });
        i = close + delimiter.length;
        continue;
      }
      text += delimiter;
      i += delimiter.length;
      continue;
    }
    // An image uploaded here shows; any other is a link to it: pages load nothing from elsewhere by themselves.
    if (ch === '!' && source[i + 1] === '[') {
      const image = readLink(source, i + 1);
      if (image && UPLOADED.test(image.href)) {
        flush();
        out.push({ type: 'image', src: image.href, alt: plainText(parseInline(image.label)) });
        i = image.end;
        continue;
      }
      if (image) {
        i += 1;
        continue;
      }
    }
    if (ch === '#' && (i === 0 || BEFORE_TICKET.test(source[i - 1]!))) {
      const ticket = TICKET.exec(source.slice(i, i + 12));
      if (ticket) {
        flush();
        out.push({ type: 'ticket', localId: Number(ticket[1]) });
        i += ticket[0].length;
        continue;
      }
    }
    if (ch === '[') {
      const link = readLink(source, i);
      if (link) {
        flush();
        const children = withoutLinks(parseInline(link.label));
        const href = safeHref(link.href);
        if (href === null) out.push(...children);
        else out.push({ type: 'link', href, children });
        i = link.end;
        continue;
      }
    }
    if (ch === '<') {
      const auto = /^<([a-z][a-z0-9+.-]*:[^\s<>]+)>/i.exec(source.slice(i));
      if (auto) {
        const href = safeHref(auto[1]!);
        flush();
        out.push(href === null ? { type: 'text', text: auto[0] } : { type: 'link', href, children: [{ type: 'text', text: auto[1]! }] });
        i += auto[0].length;
        continue;
      }
    }
    if ((ch === 'h' || ch === 'H') && (i === 0 || /[\s(]/.test(source[i - 1]!))) {
      const bare = /^https?:\/\/[^\s<>]*[^\s<>.,:;"')\]!?*_]/i.exec(source.slice(i));
      if (bare) {
        flush();
        out.push({ type: 'link', href: bare[0], children: [{ type: 'text', text: bare[0] }] });
        i += bare[0].length;
        continue;
      }
    }
    text += ch;
    i += 1;
  }
  flush();
  return out;
}

function findCodeClose(source: string, from: number, length: number): number {
  let j = from;
  while (j < source.length) {
    const run = /^`+/.exec(source.slice(j));
    if (run) {
      if (run[0].length === length) return j;
      j += run[0].length;
    } else j += 1;
  }
  return -1;
}

function findEmphasisClose(source: string, from: number, delimiter: string): number {
  const ch = delimiter[0]!;
  let j = from;
  while (j < source.length) {
    const c = source[j]!;
    if (c === '\\') {
      j += 2;
      continue;
    }
    if (c === '`') {
      const run = /^`+/.exec(source.slice(j))![0];
      const close = findCodeClose(source, j + run.length, run.length);
      j = close >= 0 ? close + run.length : j + run.length;
      continue;
    }
    if (source.startsWith(delimiter, j) && !/\s/.test(source[j - 1]!)) {
      const after = source[j + delimiter.length];
      const single = delimiter.length === 1;
      // A single * or _ closes only when it is not part of a double one.
      if (single && (after === ch || source[j - 1] === ch)) {
        j += 1;
        continue;
      }
      if (!(ch === '_' && after !== undefined && /[\p{L}\p{N}]/u.test(after))) return j;
    }
    if (delimiter.length === 2 && c === ch && source[j + 1] !== ch && source[j - 1] !== ch) {
      // Skip over a nested single-delimiter span so its closer is not taken for ours.
      const inner = findEmphasisClose(source, j + 1, ch);
      if (inner > j + 1) {
        j = inner + 1;
        continue;
      }
    }
    j += 1;
  }
  return -1;
}

function readLink(source: string, at: number): { label: string; href: string; end: number } | null {
  let depth = 0;
  let j = at;
  for (; j < source.length; j++) {
    const c = source[j];
    if (c === '\\') {
      j++;
      continue;
    }
    if (c === '[') depth++;
    else if (c === ']' && --depth === 0) break;
  }
  if (j >= source.length || source[j + 1] !== '(') return null;
  const label = source.slice(at + 1, j);
  let parens = 0;
  let k = j + 1;
  for (; k < source.length; k++) {
    const c = source[k];
    if (c === '\\') {
      k++;
      continue;
    }
    if (c === '(') parens++;
    else if (c === ')' && --parens === 0) break;
    else if (c === '\n') return null;
  }
  if (k >= source.length) return null;
  // A title after the address ("…" or '…') is dropped.
  const target = source.slice(j + 2, k).trim().replace(/\s+("[^"]*"|'[^']*')$/, '');
  const href = target.startsWith('<') && target.endsWith('>') ? target.slice(1, -1) : target;
  return { label, href, end: k + 1 };
}

function withoutLinks(inlines: readonly Inline[]): Inline[] {
  return inlines.flatMap((inline): Inline[] => {
    if (inline.type === 'link') return withoutLinks(inline.children);
    // A ticket chip is a link of its own: inside a link's text it is the number, as text.
    if (inline.type === 'ticket') return [{ type: 'text', text: `#${inline.localId}` }];
    if (inline.type === 'strong' || inline.type === 'em') return [{ ...inline, children: withoutLinks(inline.children) }];
    return [inline];
  });
}

/** The plain text of inline content (for titles and labels). */
export function plainText(inlines: readonly Inline[]): string {
  return inlines
    .map((inline) => ('text' in inline ? inline.text : 'children' in inline ? plainText(inline.children) : inline.type === 'image' ? inline.alt : inline.type === 'ticket' ? `#${inline.localId}` : ' '))
    .join('');
}
