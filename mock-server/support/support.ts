/**
 * Support cases on the server: opening one from a client's email, the client's own changes and the
 * auto-resolve job (members' replies are the inbox's: support-inbox.ts). Every change goes through
 * the domain's issue machine.
 */
import { createRateLimit } from '../shared/rate-limit.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { clientView, transition, type Issue, type Event } from '../../src/domain/support/issue.ts';
import { type ClientReply, validateClientReply, validateClientResolve, validateSupportInbound } from '../../src/domain/validation/validate.ts';
import { invalid, iso, userError } from '../shared/errors.ts';
import { supportCaseLink } from '../shared/http.ts';
import type { Store } from '../store/store.ts';
import { uploadKeyOf, uploadPathOf } from '../../src/domain/shared/uploaded-image.ts';

/** The organization where inbound support email and the help widget's messages land (made on first use). */
export const SUPPORT_ORGANIZATION_NAME = 'Tidemark Support';

/** A client update that passed §5, waiting for its proof of work to be checked. */
export type CheckedClientUpdate = { readonly kind: 'resolve' } | { readonly kind: 'reply'; readonly reply: ClientReply };

export interface SupportDeps {
  readonly store: Store;
  readonly now: () => number;
  readonly autoResolveAfterDays: number;
}

/** The support operations over a store and a clock. */
export function createSupport({ store, now, autoResolveAfterDays }: SupportDeps) {
  /** A signed-in person writes to support at most 5 times an hour. */
  const contacts = createRateLimit({ now, limit: 5, windowMs: 60 * 60_000 });
  async function apply(issue: Issue, event: Event): Promise<Issue> {
    const next = transition(issue, event);
    if (next === issue) throw userError('This issue has been resolved; it cannot take new messages', 'CASE_RESOLVED');
    await store.replaceIssue(next);
    return next;
  }

  return {
    /** Counts one message to support from a person; false when they wrote too often this hour. */
    takeContact: (userId: string) => contacts.take(userId),
    /** A client's email reached support: open a case and send them their link. */
    async openCase(input: unknown, origin: string) {
      // The dev endpoint may name the organization whose inbox receives the case (default: the
      // standing support organization, which belongs to no customer and is never a demo).
      const isRecord = typeof input === 'object' && input !== null;
      const { organizationId: requested, ...fields } = isRecord ? (input as Record<string, unknown>) : { organizationId: undefined };
      const named = requested !== undefined && requested !== null;
      if (named && (!/^\d{1,15}$/.test(String(requested)) || !(await store.accounts.organization(String(requested))))) {
        return { ok: false as const, errors: [{ field: 'organizationId', message: 'organizationId must name an existing organization' }] };
      }
      const checked = validateSupportInbound(isRecord ? fields : input);
      if (!checked.ok) return { ok: false as const, errors: checked.errors };
      const { email, name, description } = checked.value;
      const token = randomBytes(24).toString('base64url');
      // The number and the case in one transaction (the number's lock holds until the case is in).
      const issue = await store.database.transaction(async () => {
        const organizationId = named ? String(requested) : await store.accounts.standingOrganization('support', SUPPORT_ORGANIZATION_NAME, iso(now()));
        const opened: Issue = {
          id: await store.nextId('issue'),
          localId: await store.nextCaseNumber(organizationId),
          email,
          name,
          description,
          createdAt: iso(now()),
          status: 'NEW',
          issueActions: [],
        };
        await store.insertCase({ issue: opened, token, organizationId, origin });
        return opened;
      });
      const url = supportCaseLink({ token, origin }, origin);
      store.deliver({
        id: randomUUID(),
        to: email,
        subject: `Your support case #${issue.localId}`,
        text: `Hello ${name},\n\nWe received your request and opened case #${issue.localId}.\nFollow its progress, reply and send images here:\n${url}\n\nThis link is your key to the case: keep it private.`,
        links: [url],
        createdAt: iso(now()),
      });
      return { ok: true as const, token, url, issueId: issue.id };
    },

    /** The case behind a token, as the client may see it. */
    async caseForClient(token: string): Promise<Issue | null> {
      const stored = await store.caseByToken(token);
      return stored ? clientView(stored.issue) : null;
    },

    /** Checks a client update before anything else happens (§5), so nothing is stored on refusal. */
    checkClientUpdate(input: Readonly<Record<string, unknown>>): CheckedClientUpdate {
      const { proof: _proof, hash: _hash, ...rest } = input;
      if (rest['status'] !== undefined && rest['status'] !== null) {
        const checked = validateClientResolve(rest);
        if (!checked.ok) throw invalid(checked.errors);
        return { kind: 'resolve' as const };
      }
      const { status: _status, ...reply } = rest;
      const checked = validateClientReply(reply);
      if (!checked.ok) throw invalid(checked.errors);
      return { kind: 'reply' as const, reply: checked.value };
    },

    /** Applies a checked client update to the case behind a token. */
    async applyClientUpdate(token: string, update: CheckedClientUpdate): Promise<Issue> {
      const stored = await store.caseByToken(token);
      if (!stored) throw userError('This support case does not exist', 'NOT_FOUND');
      const at = iso(now());
      if (update.kind === 'resolve') {
        if (stored.issue.status === 'RESOLVED') return clientView(stored.issue);
        return clientView(await apply(stored.issue, { type: 'clientResolved', at }));
      }
      const { message, imageUrl } = update.reply;
      if (imageUrl !== undefined) {
        const key = uploadKeyOf(imageUrl);
        const upload = key === null ? undefined : await store.upload(key);
        if (!upload || upload.issueId !== stored.issue.id) {
          throw userError('That image was not uploaded to this case', 'BAD_USER_INPUT', { field: 'imageUrl' });
        }
      }
      let issue = stored.issue;
      if (message !== undefined) issue = await apply(issue, { type: 'clientMessage', actionId: randomUUID(), at, message });
      if (imageUrl !== undefined) {
        // The image is kept as this site's path, whatever address named it.
        issue = await apply(issue, { type: 'clientImage', actionId: randomUUID(), at, imageUrl: uploadPathOf(imageUrl)! });
        await store.attachUpload(uploadKeyOf(imageUrl)!);
      }
      return clientView(issue);
    },

    /** Resolves every open case idle for its organization's days (or the server's); answers how many. */
    async autoResolveDue(): Promise<number> {
      const at = iso(now());
      let resolved = 0;
      for (const open of await store.openCases()) {
        const afterDays = (await store.accounts.organization(open.organizationId))?.autoResolveAfterDays ?? autoResolveAfterDays;
        if (transition(open.issue, { type: 'inactivityCheck', actionId: '', at, afterDays }) === open.issue) continue;
        // Checked again on the case as it is now, locked: a reply (or another process) may have come first.
        const done = await store.database.transaction(async () => {
          const stored = await store.caseById(open.issue.id);
          if (!stored) return false;
          const next = transition(stored.issue, { type: 'inactivityCheck', actionId: randomUUID(), at, afterDays });
          if (next === stored.issue) return false;
          await store.replaceIssue(next);
          return true;
        });
        if (done) resolved += 1;
      }
      return resolved;
    },
  };
}

export type Support = ReturnType<typeof createSupport>;
