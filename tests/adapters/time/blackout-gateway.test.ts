/** The BlackoutGateway over GraphQL against the real local server, in-process: every call and its checked answer. */
import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BlackoutGateway } from '../../../src/application/time/blackout-gateway.port.ts';
import { CatalogueGateway } from '../../../src/application/work/catalogue-gateway.port.ts';
import { ownerOfOrganization } from '../shared/owner.ts';

async function ownerInOrganization() {
  const { runtime } = await ownerOfOrganization('Europe/Lisbon');
  const call = <A>(use: (gateway: BlackoutGateway['Service']) => Effect.Effect<A, unknown>) =>
    runtime.runPromise(Effect.gen(function* () {
      return yield* use(yield* BlackoutGateway);
    }));
  const refused = <A>(use: (gateway: BlackoutGateway['Service']) => Effect.Effect<A, unknown>) =>
    runtime.runPromise(Effect.gen(function* () {
      return yield* Effect.flip(use(yield* BlackoutGateway));
    }));
  const me = (await runtime.runPromise(Effect.gen(function* () {
    return yield* (yield* CatalogueGateway).roles({});
  })))[0]!;
  return { call, refused, me };
}

const gateway = suite('blackout gateway against the local server');

gateway('one-off: create for a role, read, list, update, refuse, delete; an unknown id is null', async () => {
  const { call, refused, me } = await ownerInOrganization();
  const launch = await call((g) => g.createOneOff({ name: 'Launch day', start: '2026-12-01T00:00:00.000Z', stop: '2026-12-02T00:00:00.000Z', roleIds: [me.id] }));
  assert.equal({ ...launch, id: undefined }, { id: undefined, name: 'Launch day', start: '2026-12-01T00:00:00.000Z', stop: '2026-12-02T00:00:00.000Z', roles: [{ id: me.id, name: me.name }] });
  assert.equal(await call((g) => g.oneOff(launch.id)), launch);
  assert.is(await call((g) => g.oneOff('999')), null);
  const changed = await call((g) => g.updateOneOff(launch.id, { name: 'Launch week', start: launch.start, stop: '2026-12-08T00:00:00.000Z', roleIds: [] }));
  assert.equal([changed.name, changed.roles], ['Launch week', []]);
  const bad = (await refused((g) => g.createOneOff({ name: 'Backwards', start: launch.stop, stop: launch.start, roleIds: [] }))) as { _tag: string; code?: string; field?: string; message: string };
  assert.equal([bad._tag, bad.code, bad.field, bad.message], ['GraphQLError', 'BAD_USER_INPUT', 'stop', 'The stop must be after the start']);
  assert.equal((await call((g) => g.all())).oneOffs.map((b) => b.name), ['Launch week']);
  await call((g) => g.deleteOneOff(launch.id));
  assert.equal((await call((g) => g.all())).oneOffs, []);
});

gateway('recurring: create, read, list, update, delete', async () => {
  const { call } = await ownerInOrganization();
  const demo = await call((g) => g.createRecurring({ name: 'Friday demo hour', weekdays: ['friday'], startTime: '15:00', stopTime: '16:00', timeZone: 'Europe/Lisbon', roleIds: [] }));
  assert.equal({ ...demo, id: undefined }, { id: undefined, name: 'Friday demo hour', weekdays: ['friday'], startTime: '15:00', stopTime: '16:00', timeZone: 'Europe/Lisbon', roles: [] });
  assert.equal(await call((g) => g.recurring(demo.id)), demo);
  assert.is(await call((g) => g.recurring('999')), null);
  const changed = await call((g) => g.updateRecurring(demo.id, { ...demo, weekdays: ['monday', 'friday'], roleIds: [] }));
  assert.equal(changed.weekdays, ['monday', 'friday']);
  assert.equal((await call((g) => g.all())).recurring.map((b) => b.weekdays), [['monday', 'friday']]);
  await call((g) => g.deleteRecurring(demo.id));
  assert.equal((await call((g) => g.all())).recurring, []);
});

gateway.run();
