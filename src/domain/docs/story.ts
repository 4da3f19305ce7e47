/**
 * Stories (spec/org-area.md "Stories"): narrative pages that link tickets. A title and a Markdown
 * body checked like a page's; at most STORY_LIMITS.tickets tickets, each once; the progress line is
 * the linked tickets done over all of them. Pure.
 */
import type { FieldError, Validated } from '../shared/result.ts';
import { requiredText } from '../work/work.ts';
import { DOC_LIMITS } from './page-tree.ts';

export const STORY_LIMITS = { title: DOC_LIMITS.pageTitle, body: DOC_LIMITS.body, tickets: 200, stories: 500 } as const;

export const STORY_MESSAGES = {
  body: `A story must be at most ${STORY_LIMITS.body.toLocaleString('en')} characters`,
  tickets: `A story links at most ${STORY_LIMITS.tickets} tickets`,
  linked: 'This ticket is already linked to the story',
  notLinked: 'This ticket is not linked to the story',
  stories: `An organization keeps at most ${STORY_LIMITS.stories} stories`,
} as const;

/** A story's title and body checked. */
export function validateStory(input: { readonly title?: unknown; readonly body?: unknown }): Validated<{ title: string; body: string }> {
  const errors: FieldError[] = [];
  const title = requiredText(input.title, 'Title', STORY_LIMITS.title);
  if (!title.ok) errors.push({ field: 'title', message: title.message });
  const body = input.body === undefined || input.body === null ? '' : input.body;
  if (typeof body !== 'string') errors.push({ field: 'body', message: 'A story is text' });
  else if (body.length > STORY_LIMITS.body) errors.push({ field: 'body', message: STORY_MESSAGES.body });
  if (errors.length > 0 || !title.ok) return { ok: false, errors };
  return { ok: true, value: { title: title.value, body: body as string } };
}

/** How far a story is: its linked tickets done over all of them, and the share as a whole percentage. */
export function storyProgress(states: readonly { readonly done: boolean }[]): { readonly done: number; readonly total: number; readonly percent: number } {
  const done = states.filter((state) => state.done).length;
  return { done, total: states.length, percent: states.length === 0 ? 0 : Math.round((100 * done) / states.length) };
}
