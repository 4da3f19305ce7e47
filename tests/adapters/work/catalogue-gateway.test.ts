/** The CatalogueGateway over GraphQL against the real local server, in-process: every call and its checked answer. */
import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CatalogueGateway } from '../../../src/application/work/catalogue-gateway.port.ts';
import { ownerOfOrganization } from '../shared/owner.ts';

/** An owner of a fresh organization, and the catalogue gateway in it. */
async function ownerInOrganization() {
  const { server, runtime } = await ownerOfOrganization('Europe/Paris');
  const call = <A>(use: (gateway: CatalogueGateway['Service']) => Effect.Effect<A, unknown>) =>
    runtime.runPromise(Effect.gen(function* () {
      return yield* use(yield* CatalogueGateway);
    }));
  const refused = <A>(use: (gateway: CatalogueGateway['Service']) => Effect.Effect<A, unknown>) =>
    runtime.runPromise(Effect.gen(function* () {
      return yield* Effect.flip(use(yield* CatalogueGateway));
    }));
  return { server, call, refused };
}

const gateway = suite('catalogue gateway against the local server');

gateway('products: create, read, list, update, a taken name refused, delete; an unknown id is null', async () => {
  const { call, refused } = await ownerInOrganization();
  const web = await call((g) => g.createProduct({ name: 'Web', description: 'The site' }));
  assert.equal({ name: web.name, description: web.description, ticketCount: web.ticketCount }, { name: 'Web', description: 'The site', ticketCount: 0 });
  assert.equal((await call((g) => g.product(web.id)))?.name, 'Web');
  assert.is(await call((g) => g.product('999')), null);
  await call((g) => g.createProduct({ name: 'Mobile', description: '' }));
  assert.equal((await call((g) => g.products())).map((product) => product.name).sort(), ['Mobile', 'Web']);
  assert.is((await call((g) => g.updateProduct(web.id, { name: 'Webshop', description: '' }))).name, 'Webshop');
  const taken = (await refused((g) => g.createProduct({ name: 'mobile', description: '' }))) as { _tag: string; code?: string; message: string };
  assert.equal([taken._tag, taken.code], ['GraphQLError', 'BAD_USER_INPUT']);
  assert.match(taken.message, 'already exists');
  await call((g) => g.deleteProduct(web.id));
  assert.is((await call((g) => g.products())).length, 1);
});

gateway('teams carry their members; workflows their ordered states and the one default; tags their colour', async () => {
  const { call } = await ownerInOrganization();
  const [me] = await call((g) => g.roles({ statuses: ['ACCEPTED'] }));
  const team = await call((g) => g.createTeam({ name: 'Sound', description: '', memberIds: [me!.id] }));
  assert.equal(team.members.map((member) => member.email), ['ana@example.com']);

  const release = await call((g) => g.createWorkflow({ name: 'Release', description: '', states: [{ name: 'Plan' }, { name: 'Build' }, { name: 'Ship' }] }));
  assert.equal(release.states.map((state) => state.name), ['Plan', 'Build', 'Ship']);
  const [plan, build, ship] = release.states;
  const reordered = await call((g) =>
    g.updateWorkflow(release.id, { name: 'Release', description: '', states: [{ id: ship!.id, name: 'Ship' }, { id: plan!.id, name: 'Plan' }, { id: build!.id, name: 'Build' }] }),
  );
  assert.equal(reordered.states.map((state) => state.id), [ship!.id, plan!.id, build!.id], 'states keep their ids in the new order');
  assert.is((await call((g) => g.setDefaultWorkflow(release.id))).isDefault, true);
  assert.equal((await call((g) => g.workflows())).filter((workflow) => workflow.isDefault).map((workflow) => workflow.name), ['Release']);

  const tag = await call((g) => g.createTag({ name: 'Urgent', color: 'PINK' }));
  assert.equal([tag.name, tag.color], ['Urgent', 'PINK']);
  assert.is((await call((g) => g.updateTag(tag.id, { name: 'Urgent', color: 'ORANGE' }))).color, 'ORANGE');

  const counts = await call((g) => g.counts());
  assert.equal(counts, { product: 0, team: 1, workflow: 2, tag: 1, role: 1, invited: 0 });
});

gateway('people: invite, filter by type and status, change type and title, deactivate and reactivate; the last owner stays owner', async () => {
  const { server, call, refused } = await ownerInOrganization();
  const invited = await call((g) => g.inviteMember({ email: 'leo@example.com', type: 'MEMBER', title: 'Sound engineer' }));
  const mailbox = (await (await server.fetch('/dev/mailbox')).json()) as { to: string; subject: string }[];
  assert.ok(mailbox.some((mail) => mail.to === 'leo@example.com' && /invited/.test(mail.subject)), 'the invitation email went out');
  const leo = (await call((g) => g.role(invited.id)))!;
  assert.equal([leo.email, leo.type, leo.status, leo.title], ['leo@example.com', 'MEMBER', 'INVITED', 'Sound engineer']);
  assert.equal((await call((g) => g.roles({ statuses: ['INVITED'] }))).map((person) => person.email), ['leo@example.com']);
  assert.equal((await call((g) => g.roles({ types: ['OWNER'], search: 'ana' }))).map((person) => person.email), ['ana@example.com']);
  assert.is((await call((g) => g.updateRole(leo.id, { type: 'VISITOR', title: null }))).type, 'VISITOR');
  assert.is((await call((g) => g.deactivateRole(leo.id))).status, 'DEACTIVATED');
  assert.is((await call((g) => g.reactivateRole(leo.id))).status, 'INVITED');
  const [ana] = await call((g) => g.roles({ types: ['OWNER'] }));
  const lastOwner = (await refused((g) => g.updateRole(ana!.id, { type: 'ADMIN' }))) as { message: string };
  assert.is(lastOwner.message, 'The organization needs at least one owner');
});

gateway.run();
