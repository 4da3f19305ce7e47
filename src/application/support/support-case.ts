/** Use cases of the client support case page, as Effect programs over ports. */
import { Effect } from 'effect';
import type { ClientReply } from '../../domain/validation/validate.ts';
import { validateClientReply } from '../../domain/validation/validate.ts';
import { uploadRequestError } from '../../domain/support/upload.ts';
import { ValidationError } from '../shared/errors.ts';
import { ImageUpload } from './image-upload.port.ts';
import { ProofOfWork } from '../shared/proof-of-work.port.ts';
import { SupportCaseGateway, type ClientUpdate } from './support-case-gateway.port.ts';

/** Reads the case behind a support link (null when the link is unknown). */
export const loadCase = (token: string) =>
  Effect.gen(function* () {
    const gateway = yield* SupportCaseGateway;
    return yield* gateway.fetchCase(token);
  });

/** Sends a message or an image url after checking §5 and solving a proof of work. */
export const sendReply = (token: string, reply: ClientReply) =>
  Effect.gen(function* () {
    const checked = validateClientReply({ ...reply });
    if (!checked.ok) {
      const first = checked.errors[0]!;
      return yield* new ValidationError({ field: first.field, message: first.message });
    }
    const update: ClientUpdate =
      checked.value.message !== undefined ? { message: checked.value.message } : { imageUrl: checked.value.imageUrl! };
    const proof = yield* (yield* ProofOfWork).solve();
    return yield* (yield* SupportCaseGateway).updateCase(token, update, proof);
  });

/** Marks the case resolved: irreversible. */
export const resolveCase = (token: string) =>
  Effect.gen(function* () {
    const proof = yield* (yield* ProofOfWork).solve();
    return yield* (yield* SupportCaseGateway).updateCase(token, { status: 'RESOLVED' }, proof);
  });

/** Uploads an image for the case; interrupt the fiber to cancel. Answers the stored address. */
export const uploadCaseImage = (token: string, file: Blob, name: string) =>
  Effect.gen(function* () {
    const problem = uploadRequestError({ file, name });
    if (problem !== null) return yield* new ValidationError({ field: 'file', message: problem });
    const proof = yield* (yield* ProofOfWork).solve();
    return yield* (yield* ImageUpload).upload({ file, name, issueToken: token, proof });
  });
