/** Use cases of the demo (§7 requestDemo, getDemo). */
import { Effect } from 'effect';
import type { DemoForm } from '../../domain/validation/forms.ts';
import { validateDemoForm } from '../../domain/validation/validate-demo.ts';
import { DemoGateway } from './demo-gateway.port.ts';
import { ProofOfWork } from '../shared/proof-of-work.port.ts';
import { validOrFail } from '../accounts/session.ts';

/** §5 Demo form checked first, then a solved proof and the request; answers the demo request. */
export const requestDemo = (form: DemoForm) =>
  Effect.gen(function* () {
    const checked = yield* validOrFail(validateDemoForm({ email: form.email }));
    const proof = yield* (yield* ProofOfWork).solve();
    return yield* (yield* DemoGateway).requestDemo(checked.email, proof);
  });

/** The demo request as the server has it now (network only); null when unknown. */
export const getDemo = (id: string) =>
  Effect.gen(function* () {
    return yield* (yield* DemoGateway).getDemo(id);
  });
