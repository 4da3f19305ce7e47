/**
 * The ticket forms' rules, the same the server enforces: a new ticket's fields (title required,
 * limits of WORK_LIMITS), a text edited in place, and a three-point estimate typed as text.
 */
import type { FieldError, Validated } from '../shared/result.ts';
import { estimateProblem, optionalText, requiredText, WORK_LIMITS, type Estimate } from './work.ts';

/** What the New ticket dialog holds. */
export interface NewTicketFields {
  readonly title: string;
  readonly description: string;
  readonly projectId: string;
  readonly productId: string;
  readonly workflowId: string;
  readonly tagIds: readonly string[];
  readonly draft: boolean;
}

/** A new ticket ready to send (empty choices left out). */
export interface ValidNewTicket {
  readonly title: string;
  readonly description?: string;
  readonly projectId?: string;
  readonly productId?: string;
  readonly workflowId?: string;
  readonly tagIds?: readonly string[];
  readonly publication: 'DRAFT' | 'PUBLISHED';
}

export const EMPTY_NEW_TICKET: NewTicketFields = { title: '', description: '', projectId: '', productId: '', workflowId: '', tagIds: [], draft: false };

/** Checks the New ticket dialog: every error at once, in field order. */
export function validateNewTicket(fields: NewTicketFields): Validated<ValidNewTicket> {
  const errors: FieldError[] = [];
  const title = requiredText(fields.title, 'Title', WORK_LIMITS.title);
  if (!title.ok) errors.push({ field: 'title', message: title.message });
  const description = optionalText(fields.description, 'Description', WORK_LIMITS.longText);
  if (!description.ok) errors.push({ field: 'description', message: description.message });
  if (!title.ok || !description.ok) return { ok: false, errors };
  return {
    ok: true,
    value: {
      title: title.value,
      publication: fields.draft ? 'DRAFT' : 'PUBLISHED',
      ...(description.value.trim() !== '' ? { description: description.value } : {}),
      ...(fields.projectId ? { projectId: fields.projectId } : {}),
      ...(fields.productId ? { productId: fields.productId } : {}),
      ...(fields.workflowId ? { workflowId: fields.workflowId } : {}),
      ...(fields.tagIds.length > 0 ? { tagIds: fields.tagIds } : {}),
    },
  };
}

/** A text field of a ticket edited in place. */
export type InPlaceField = 'title' | 'description' | 'comment' | 'reply' | 'checklistItem' | 'note';

const RULES: Readonly<Record<InPlaceField, { readonly label: string; readonly max: number; readonly required: boolean }>> = {
  title: { label: 'Title', max: WORK_LIMITS.title, required: true },
  description: { label: 'Description', max: WORK_LIMITS.longText, required: false },
  comment: { label: 'Comment', max: WORK_LIMITS.comment, required: true },
  reply: { label: 'Reply', max: WORK_LIMITS.comment, required: true },
  checklistItem: { label: 'Checklist item', max: WORK_LIMITS.checklistItem, required: true },
  note: { label: 'Note', max: WORK_LIMITS.note, required: true },
};

/** Checks a text edited in place: the value to send, or the message to show. */
export function checkText(field: InPlaceField, value: string): { ok: true; value: string } | { ok: false; message: string } {
  const rule = RULES[field];
  return rule.required ? requiredText(value, rule.label, rule.max) : optionalText(value, rule.label, rule.max);
}

/** A three-point estimate as typed: hours as text. */
export interface EstimateText {
  readonly minimum: string;
  readonly likely: string;
  readonly maximum: string;
}

/** The estimate as text fields show it ('' when none). */
export const estimateText = (estimate: Estimate | null): EstimateText =>
  estimate ? { minimum: String(estimate.minimum), likely: String(estimate.likely), maximum: String(estimate.maximum) } : { minimum: '', likely: '', maximum: '' };

/**
 * Reads a typed estimate: all three empty clears it (null), otherwise each must be a number of
 * hours and the three must pass estimateProblem.
 */
export function parseEstimate(text: EstimateText): { ok: true; value: Estimate | null } | { ok: false; message: string } {
  const parts = [text.minimum, text.likely, text.maximum].map((part) => part.trim());
  if (parts.every((part) => part === '')) return { ok: true, value: null };
  if (parts.some((part) => part === '')) return { ok: false, message: 'Give minimum, most likely and maximum hours' };
  const [minimum, likely, maximum] = parts.map((part) => Number(part.replace(',', '.'))) as [number, number, number];
  const estimate = { minimum, likely, maximum };
  const problem = estimateProblem(estimate);
  return problem === null ? { ok: true, value: estimate } : { ok: false, message: problem };
}

/** Hours as people read them: at most one decimal, 'h' after. */
export const formatHours = (hours: number): string => `${Math.round(hours * 10) / 10} h`;

/** The editable fields of a ticket as the edit modal holds them. */
export interface TicketDraft {
  readonly title: string;
  readonly description: string;
  readonly projectId: string;
  readonly productId: string;
  readonly tagIds: readonly string[];
  readonly draft: boolean;
}

/** What the edit modal starts from. */
export function draftOf(ticket: {
  readonly title: string;
  readonly description: string;
  readonly project: { readonly id: string } | null;
  readonly product: { readonly id: string } | null;
  readonly tags: readonly { readonly id: string }[];
  readonly publication: string;
}): TicketDraft {
  return {
    title: ticket.title,
    description: ticket.description,
    projectId: ticket.project?.id ?? '',
    productId: ticket.product?.id ?? '',
    tagIds: ticket.tags.map((tag) => tag.id),
    draft: ticket.publication === 'DRAFT',
  };
}

/** The change from `before` to `after`: only what differs (an emptied choice is null), or the field errors. */
export function ticketPatch(
  before: TicketDraft,
  after: TicketDraft,
): Validated<{ title?: string; description?: string; projectId?: string | null; productId?: string | null; tagIds?: readonly string[]; publication?: 'DRAFT' | 'PUBLISHED' }> {
  const errors: FieldError[] = [];
  const title = requiredText(after.title, 'Title', WORK_LIMITS.title);
  if (!title.ok) errors.push({ field: 'title', message: title.message });
  const description = optionalText(after.description, 'Description', WORK_LIMITS.longText);
  if (!description.ok) errors.push({ field: 'description', message: description.message });
  if (!title.ok || !description.ok) return { ok: false, errors };
  const sameTags = before.tagIds.length === after.tagIds.length && before.tagIds.every((id) => after.tagIds.includes(id));
  return {
    ok: true,
    value: {
      ...(title.value !== before.title ? { title: title.value } : {}),
      ...(description.value !== before.description ? { description: description.value } : {}),
      ...(after.projectId !== before.projectId ? { projectId: after.projectId || null } : {}),
      ...(after.productId !== before.productId ? { productId: after.productId || null } : {}),
      ...(sameTags ? {} : { tagIds: after.tagIds }),
      ...(after.draft !== before.draft ? { publication: after.draft ? 'DRAFT' : 'PUBLISHED' } : {}),
    },
  };
}
