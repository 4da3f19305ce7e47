/** Use cases of the session (§4 Session, §7 me, login, logout), as Effect programs over ports. */
import { Effect } from 'effect';
import type { Validated } from '../../domain/shared/result.ts';
import type { Me } from '../../domain/accounts/session.ts';
import { validateLogin } from '../../domain/validation/validate-sign-in.ts';
import { GraphQLError, ValidationError } from '../shared/errors.ts';
import { ProofOfWork } from '../shared/proof-of-work.port.ts';
import { SessionGateway, type Credentials, type LoginAnswer } from './session-gateway.port.ts';

/** A finished sign-in: where the answer says the person belongs, and the fresh current-user data. */
export interface SignedIn {
  readonly answer: LoginAnswer;
  readonly me: Me;
}

/** The message when the server accepted a sign-in but `me` still answers nobody (the session cookie was not kept). */
export const SESSION_NOT_KEPT = 'You were signed in, but this browser did not keep the session. Allow cookies for this site and try again.';

/** A validated value, or the first field error as a ValidationError in the error channel. */
export function validOrFail<T>(result: Validated<T>): Effect.Effect<T, ValidationError> {
  if (result.ok) return Effect.succeed(result.value);
  const first = result.errors[0];
  return Effect.fail(new ValidationError({ field: first?.field ?? 'form', message: first?.message ?? 'The form is not valid' }));
}

/** The current user's data; null when nobody is signed in (`onCached`: the answer this page had, at once). */
export const loadMe = (onCached?: (me: Me | null) => void) =>
  Effect.gen(function* () {
    return yield* (yield* SessionGateway).me(onCached);
  });

/** After a sign-in (login or password reset): forgets every cached answer and reads `me` again. */
export const startSession = (answer: LoginAnswer) =>
  Effect.gen(function* () {
    const gateway = yield* SessionGateway;
    yield* gateway.resetCache();
    const me = yield* gateway.me();
    if (me === null) return yield* new GraphQLError({ message: SESSION_NOT_KEPT, code: 'SESSION_NOT_KEPT' });
    const signedIn: SignedIn = { answer, me };
    return signedIn;
  });

/** §5 Login checked first, then a solved proof, the login call, a cache reset and a fresh `me`. */
export const login = (credentials: Credentials) =>
  Effect.gen(function* () {
    const form = yield* validOrFail(validateLogin({ email: credentials.email, password: credentials.password }));
    const proof = yield* (yield* ProofOfWork).solve();
    const answer = yield* (yield* SessionGateway).login(form, proof);
    return yield* startSession(answer);
  });

/** Signs out on the server, then forgets every cached answer. */
export const logout = () =>
  Effect.gen(function* () {
    const gateway = yield* SessionGateway;
    yield* gateway.logout();
    yield* gateway.resetCache();
  });
