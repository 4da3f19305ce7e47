/**
 * Uploads: the request endpoint answers `{ url, fields }` (a signed policy naming the key and what
 * the image is for: a case, a member's own profile, or a document a member writes: a readme, a
 * documentation page, a story), the multipart target stores the file only if its bytes are an
 * image of at most 10 MB for a case that is still open or a member who still belongs (and, for a
 * document, may still write), and stored files are served with `nosniff`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES } from '../../src/domain/shared/constants.ts';
import { decodeSegment } from '../../src/domain/shared/paths.ts';
import { sniffImageType } from '../../src/domain/shared/uploaded-image.ts';
import { BodyTooLarge, json, jsonError, readBody, readJson } from '../shared/http.ts';
import type { PowService } from '../shared/pow.ts';
import type { Store } from '../store/store.ts';
import type { UploadOwner } from '../store/upload-store.ts';
import { UPLOAD_FILES_PATH } from '../../src/domain/shared/uploaded-image.ts';
import { flagsOf } from '../accounts/organizations.ts';
import { INBOX_OFF_MESSAGE } from './support-inbox.ts';
import { INBOX_TEXTS } from '../../src/domain/support/support-inbox.ts';
import { permissionsOf, READ_ONLY_MESSAGE } from '../../src/domain/shared/role.ts';

export const UNVERIFIED_REQUEST_PATH = '/upload/request-unverified';
/** Where signed-in members ask to upload (an image for a support reply, their avatar or cover, or an image in a document). */
export const MEMBER_REQUEST_PATH = '/upload/request';
export const UPLOAD_TARGET_PATH = '/upload/files';

/** What uploads may take (issue 16, finding 8): per case, unsent, and in all. */
export const UPLOAD_QUOTAS = {
  /** Images one case keeps. */
  caseFiles: 50,
  /** Bytes one case keeps. */
  caseBytes: 100 * 1024 * 1024,
  /** Images uploaded to a case but not (yet) sent with a message. */
  unsentFiles: 5,
  /** An image never sent with a message is removed this long after it was uploaded. */
  unsentMs: 60 * 60 * 1000,
  /** Bytes of every upload together. */
  totalBytes: 512 * 1024 * 1024,
  /** Profile images (avatar or cover) one member may have uploaded but not saved. */
  unsavedProfileFiles: 5,
  /** Images one member keeps (documents' and profile's together). */
  memberFiles: 200,
  /** Bytes one member's images take. */
  memberBytes: 200 * 1024 * 1024,
} as const;

/**
 * What a member's upload is for: 'profile' (their avatar or cover, kept once the profile is saved)
 * or 'document' (an image in Markdown they write: kept from the start, since a draft kept on the
 * device may be saved days later).
 */
type MemberDomain = 'profile' | 'document';

/** What a full upload store says (HTTP 507). */
export const UPLOADS_FULL_MESSAGE = 'Uploads are full for now: try again later';
const POLICY_TTL_MS = 10 * 60 * 1000;
/** Room for the multipart envelope around a file of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** A multipart file part, whichever Fetch implementation parsed it. */
function isFile(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).size === 'number';
}

/** A permit's terms: the file's key, who or what it is for, and when it expires. */
interface Terms {
  readonly key: string;
  readonly token?: string;
  readonly issueId?: string;
  readonly roleId?: string;
  /** For a member's upload: what it is for (absent: their profile, as permits said before documents). */
  readonly domain?: MemberDomain;
  readonly exp: number;
}

/** What a stored image belongs to: a case, or a member's profile. */
type Owner = UploadOwner;

const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' } as const;

export interface UploadDeps {
  readonly store: Store;
  readonly pow: PowService;
  readonly now: () => number;
  /** The signed-in user of a request (its session cookie), or null. */
  readonly userOf: (request: Request) => Promise<string | null>;
}

/** The upload endpoints, as one handler that answers null for paths it does not own. */
export function createUploads({ store, pow, now, userOf }: UploadDeps) {
  const secret = randomBytes(32);
  /** Upload permissions already spent: one file each. */
  const spent = new Map<string, number>();
  const sign = (policy: string) => createHmac('sha256', secret).update(policy).digest('base64url');

  /**
   * A signed permission to upload one image: to a case (a client's names their token, a member's
   * the case), or to a member's own profile (names their role).
   */
  function permit(holder: { readonly token: unknown; readonly issueId: string } | { readonly issueId: string } | { readonly roleId: string; readonly domain: MemberDomain }): Response {
    const key = 'roleId' in holder ? `${holder.domain}-${holder.roleId}-${randomBytes(12).toString('base64url')}` : `issue-${holder.issueId}-${randomBytes(12).toString('base64url')}`;
    const terms = 'token' in holder ? { token: holder.token } : holder;
    const policy = Buffer.from(JSON.stringify({ key, ...terms, exp: now() + POLICY_TTL_MS })).toString('base64url');
    const signature = sign(policy);
    // The permit rides in the address too, so the target checks it before reading a byte of the file.
    return json({ url: `${UPLOAD_TARGET_PATH}?policy=${encodeURIComponent(policy)}&signature=${encodeURIComponent(signature)}`, fields: { key, policy, signature } });
  }

  async function openCaseFor(token: unknown) {
    if (typeof token !== 'string' || token.length > 256) return null;
    const stored = await store.caseByToken(token);
    return stored && stored.issue.status !== 'RESOLVED' ? stored : null;
  }

  async function requestUnverified(request: Request): Promise<Response> {
    const body = await readJson(request);
    if (typeof body !== 'object' || body === null) return jsonError(400, 'The upload request must be JSON');
    const { proof, hash, token, domain } = body as Record<string, unknown>;
    if (domain !== undefined && domain !== 'issue') return jsonError(400, 'Unknown upload domain');
    const failure = await pow.verify(proof, hash);
    if (failure) return jsonError(403, failure.message, { code: failure.code });
    const stored = await openCaseFor(token);
    if (!stored) return jsonError(404, 'This support case does not exist or no longer takes images');
    return permit({ token, issueId: stored.issue.id });
  }

  /** The signed-in member's accepted role in the organization of the `organization` header, if any. */
  async function roleOf(userId: string, request: Request) {
    const header = request.headers.get('organization');
    if (header === null || !/^\d{1,15}$/.test(header)) return undefined;
    return (await store.accounts.membershipsIn(header)).find((m) => m.userId === userId && m.status === 'ACCEPTED');
  }

  /**
   * A member of the case's organization (session cookie, `organization` header) who may reply to
   * it; a member uploading their own avatar or cover (domain 'profile'); or a member who may write
   * (not a visitor) uploading an image for a document of the organization (domain 'document').
   */
  async function requestForMember(request: Request): Promise<Response> {
    const body = await readJson(request);
    if (typeof body !== 'object' || body === null) return jsonError(400, 'The upload request must be JSON');
    const { domain, issueId } = body as Record<string, unknown>;
    if (domain !== 'issue' && domain !== 'profile' && domain !== 'document') return jsonError(400, 'Unknown upload domain');
    const userId = await userOf(request);
    if (!userId) return jsonError(401, 'Sign in first');
    if (domain === 'profile' || domain === 'document') {
      const role = await roleOf(userId, request);
      if (!role) return jsonError(404, 'This organization does not exist');
      if (domain === 'document' && !permissionsOf(role.type).write) return jsonError(403, READ_ONLY_MESSAGE);
      return permit({ roleId: role.id, domain });
    }
    const header = request.headers.get('organization');
    const stored = typeof issueId === 'string' ? await store.caseById(issueId) : undefined;
    const role = stored && (await store.accounts.membershipsIn(stored.organizationId)).find((m) => m.userId === userId && m.status === 'ACCEPTED');
    if (!stored || !role || header !== stored.organizationId) return jsonError(404, 'This support case does not exist');
    if (!flagsOf(await store.accounts.organization(stored.organizationId)).support) return jsonError(403, INBOX_OFF_MESSAGE);
    if (role.type === 'VISITOR') return jsonError(403, READ_ONLY_MESSAGE);
    if (stored.issue.status === 'RESOLVED') return jsonError(409, INBOX_TEXTS.resolvedRefusesReplies);
    return permit({ issueId: stored.issue.id });
  }

  /** The permit's terms when its signature holds; null otherwise. */
  function termsOf(policy: unknown, signature: unknown): Terms | null {
    if (typeof policy !== 'string' || typeof signature !== 'string' || policy.length > 4096) return null;
    const expected = sign(policy);
    if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null;
    try {
      return JSON.parse(Buffer.from(policy, 'base64url').toString('utf8')) as Terms;
    } catch {
      return null;
    }
  }

  /** Why an upload of `size` bytes for a case, a profile or a document cannot be kept, as an answer; null when it can (sizes summed by the database). */
  async function quotaProblem(owner: Owner, size: number, domain?: MemberDomain): Promise<Response | null> {
    const usage = await store.uploadUsage(owner);
    if (usage.totalBytes + size > UPLOAD_QUOTAS.totalBytes) return jsonError(507, UPLOADS_FULL_MESSAGE);
    if ('roleId' in owner) {
      if (usage.files >= UPLOAD_QUOTAS.memberFiles) return jsonError(413, `A member keeps at most ${UPLOAD_QUOTAS.memberFiles} images`);
      if (usage.bytes + size > UPLOAD_QUOTAS.memberBytes) return jsonError(413, `A member keeps at most ${UPLOAD_QUOTAS.memberBytes / 1024 / 1024} MB of images`);
      if (domain === 'document') return null;
      return usage.unattached >= UPLOAD_QUOTAS.unsavedProfileFiles ? jsonError(429, 'Save your profile with the images already uploaded before adding more') : null;
    }
    if (usage.files >= UPLOAD_QUOTAS.caseFiles) return jsonError(413, `A case keeps at most ${UPLOAD_QUOTAS.caseFiles} images`);
    if (usage.bytes + size > UPLOAD_QUOTAS.caseBytes) return jsonError(413, `A case keeps at most ${UPLOAD_QUOTAS.caseBytes / 1024 / 1024} MB of images`);
    if (usage.unattached >= UPLOAD_QUOTAS.unsentFiles) return jsonError(429, 'Send the images already uploaded before adding more');
    return null;
  }

  /** Removes every image never sent with a message an hour after it was uploaded (rows and files); answers how many. */
  async function pruneUnsent(): Promise<number> {
    // A spent permission is remembered until it would have expired anyway.
    for (const [key, exp] of spent) if (exp <= now()) spent.delete(key);
    return store.pruneUnsentUploads(now() - UPLOAD_QUOTAS.unsentMs);
  }

  /**
   * What a live permit's image is for, while that still takes images: a member's permission names
   * the case, a client's their token (the case still open), a profile's the role (still accepted),
   * a document's the role (still accepted and still allowed to write).
   */
  async function ownerOf(terms: Terms): Promise<Owner | null> {
    if (terms.roleId !== undefined) {
      const role = await store.accounts.membership(terms.roleId);
      if (!role || role.status !== 'ACCEPTED') return null;
      return terms.domain === 'document' && !permissionsOf(role.type).write ? null : { roleId: role.id };
    }
    const byId = terms.issueId === undefined ? undefined : await store.caseById(terms.issueId);
    const stored = terms.issueId === undefined ? await openCaseFor(terms.token) : byId && byId.issue.status !== 'RESOLVED' ? byId : null;
    return stored ? { issueId: stored.issue.id } : null;
  }

  async function store_(request: Request): Promise<Response> {
    // Everything about the permit is checked before the body is read, so only a holder of a live
    // permit can make the server read up to 10 MB, once.
    const query = new URL(request.url).searchParams;
    if (!query.has('policy')) return jsonError(400, 'The upload is missing its fields');
    const terms = termsOf(query.get('policy'), query.get('signature'));
    if (!terms) return jsonError(403, 'The upload is not allowed');
    if (terms.exp <= now()) return jsonError(403, 'The upload permission expired; please try again');
    const owner = await ownerOf(terms);
    if (!owner) return jsonError(404, terms.roleId === undefined ? 'This support case does not exist or no longer takes images' : 'This organization does not exist');
    if (spent.has(terms.key)) return jsonError(409, 'This upload permission was already used');
    const quota = await quotaProblem(owner, 0, terms.domain);
    if (quota) return quota;
    let form: FormData;
    try {
      const body = await readBody(request, UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD);
      form = await new Request(request.url, { method: 'POST', headers: { 'content-type': request.headers.get('content-type') ?? '' }, body }).formData();
    } catch (error) {
      if (error instanceof BodyTooLarge) return jsonError(413, 'Images can be up to 10MB');
      return jsonError(400, 'The upload must be a multipart form');
    }
    const key = form.get('key');
    const file = form.get('file');
    if (typeof key !== 'string' || typeof form.get('policy') !== 'string' || typeof form.get('signature') !== 'string') return jsonError(400, 'The upload is missing its fields');
    // The fields sent are the permit's own: a form that changes them is refused.
    if (terms.key !== key || form.get('policy') !== query.get('policy') || form.get('signature') !== query.get('signature')) return jsonError(403, 'The upload is not allowed');
    // The HTTP adapter's File is not the global Blob class: check what it can do instead.
    if (!isFile(file)) return jsonError(400, 'A file is required to process an upload');
    if (file.size > UPLOAD_MAX_BYTES) return jsonError(413, 'Images can be up to 10MB');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const over = await quotaProblem(owner, bytes.length, terms.domain);
    if (over) return over;
    const type = sniffImageType(bytes);
    if (!type) return jsonError(415, 'Only PNG, JPEG, GIF and WebP images can be uploaded');
    if (spent.has(key)) return jsonError(409, 'This upload permission was already used');
    spent.set(key, terms.exp);
    const name = `${key}.${EXTENSION[type]}`;
    const createdAt = new Date(now()).toISOString();
    // Checked again, and the upload kept, under one lock: concurrent uploads take turns, none overruns a quota.
    const full = await store.database.transaction(async () => {
      await store.lockUploads();
      const problem = await quotaProblem(owner, bytes.length, terms.domain);
      if (problem) return problem;
      // A document's image is kept from the start (its Markdown may be saved much later); a profile's once the profile is saved.
      await store.putUpload(
        'roleId' in owner ? { key: name, bytes, type, issueId: null, roleId: owner.roleId, createdAt, attached: terms.domain === 'document' } : { key: name, bytes, type, issueId: owner.issueId, createdAt },
      );
      return null;
    });
    if (full) {
      // Refused by a quota: the permission may be used again once there is room.
      spent.delete(key);
      return full;
    }
    return json({ url: `${UPLOAD_FILES_PATH}${name}` }, 201);
  }

  /** A stored file, streamed from the uploads folder (HEAD: its headers only). */
  async function serve(key: string, head: boolean): Promise<Response> {
    const notFound = () => new Response('Not found', { status: 404, headers: { 'x-content-type-options': 'nosniff' } });
    const upload = await store.upload(key);
    if (!upload) return notFound();
    const opened = head ? null : await store.openUpload(key);
    if (!head && !opened) return notFound();
    return new Response(opened ? (Readable.toWeb(opened.stream) as ReadableStream<Uint8Array>) : null, {
      headers: {
        'content-type': upload.type,
        'content-length': String(opened?.size ?? upload.size),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=31536000, immutable',
        'content-security-policy': "default-src 'none'",
      },
    });
  }

  const handle = async (request: Request, path: string): Promise<Response | null> => {
    if (path === UNVERIFIED_REQUEST_PATH) return request.method === 'POST' ? requestUnverified(request) : jsonError(405, 'Use POST');
    if (path === MEMBER_REQUEST_PATH) return request.method === 'POST' ? requestForMember(request) : jsonError(405, 'Use POST');
    if (path === UPLOAD_TARGET_PATH) return request.method === 'POST' ? store_(request) : jsonError(405, 'Use POST');
    if (path.startsWith(UPLOAD_FILES_PATH) && (request.method === 'GET' || request.method === 'HEAD')) {
      const key = decodeSegment(path.slice(UPLOAD_FILES_PATH.length));
      return key === null ? jsonError(404, 'Not found') : serve(key, request.method === 'HEAD');
    }
    return null;
  };
  return Object.assign(handle, { pruneUnsent });
}
