/**
 * The admin catalogues of an organization: products, teams and tags (workflows live in
 * workflows.ts). Reads are for every accepted role; changes for ADMIN and OWNER. Names are unique
 * within the organization, case-insensitively.
 */
import { optionalText, requiredText, TAG_COLORS, WORK_LIMITS, type TagColor } from '../../src/domain/work/work.ts';
import { badInput, checkedText, distinctIds, keptOrAcceptedRoleOf, lookup, nameKey, productOf, recordOf, requireUniqueName, tagOf } from './checks.ts';
import { ticketCounts } from './counts.ts';
import { requireAdmin, type Scope } from './scope.ts';
import { touch } from './tickets.ts';
import type { StoredProduct, StoredTag, StoredTeam, WorkStore } from '../store/work-store.ts';

type Input = Readonly<Record<string, unknown>>;

const byName = <T extends { readonly name: string; readonly id: string }>(records: Iterable<T>): T[] =>
  [...records].sort((a, b) => nameKey(a.name).localeCompare(nameKey(b.name)) || Number(a.id) - Number(b.id));

const teamOf = (scope: Scope, id: unknown): StoredTeam => recordOf(scope.work.teams, id, 'Team', 'id');

function colorOf(value: unknown): TagColor {
  if (!TAG_COLORS.includes(value as TagColor)) throw badInput(`The colour must be one of ${TAG_COLORS.join(', ')}`, 'color');
  return value as TagColor;
}

/** Products, teams and tags. */
export function createCatalogues(store: WorkStore) {
  const productFields = (scope: Scope, input: Input, exceptId: string | null) => {
    const name = checkedText(requiredText(input['name'], 'Name', WORK_LIMITS.name), 'name');
    requireUniqueName(scope.work.products.values(), name, exceptId, 'A product');
    return { name, description: checkedText(optionalText(input['description'], 'Description', WORK_LIMITS.description), 'description') };
  };
  const teamFields = (scope: Scope, input: Input, existing: StoredTeam | null) => {
    const exceptId = existing?.id ?? null;
    const name = checkedText(requiredText(input['name'], 'Name', WORK_LIMITS.name), 'name');
    requireUniqueName(scope.work.teams.values(), name, exceptId, 'A team');
    return {
      name,
      description: checkedText(optionalText(input['description'], 'Description', WORK_LIMITS.description), 'description'),
      memberIds: distinctIds(input['memberIds'], (id) => keptOrAcceptedRoleOf(scope, id, 'memberIds', existing?.memberIds ?? [])),
    };
  };
  const tagFields = (scope: Scope, input: Input, exceptId: string | null) => {
    const name = checkedText(requiredText(input['name'], 'Name', WORK_LIMITS.name), 'name');
    requireUniqueName(scope.work.tags.values(), name, exceptId, 'A tag');
    return { name, color: colorOf(input['color']) };
  };

  return {
    products: (scope: Scope) => byName(scope.work.products.values()),
    product: (scope: Scope, id: unknown) => lookup(scope.work.products, id),
    createProduct(scope: Scope, input: Input): StoredProduct {
      requireAdmin(scope);
      const product: StoredProduct = { id: store.nextId('product'), ...productFields(scope, input, null), createdAt: scope.now() };
      scope.work.products.set(product.id, product);
      return product;
    },
    updateProduct(scope: Scope, id: unknown, input: Input): StoredProduct {
      requireAdmin(scope);
      const product = productOf(scope, id, 'id');
      return Object.assign(product, productFields(scope, input, product.id));
    },
    /** Refused while tickets (not deleted) use it; deleted tickets let go of it. Answers the deleted product's id. */
    deleteProduct(scope: Scope, id: unknown): string {
      requireAdmin(scope);
      const product = productOf(scope, id, 'id');
      const used = ticketCounts(scope.work).byProduct.get(product.id) ?? 0;
      if (used > 0) throw badInput(`${used} ticket${used === 1 ? ' uses' : 's use'} this product: move them to another product first`, 'id');
      for (const ticket of scope.work.ticketList) {
        if (ticket.productId !== product.id) continue;
        ticket.productId = null;
        touch(scope.work, ticket);
      }
      scope.work.products.delete(product.id);
      scope.work.version += 1;
      return product.id;
    },

    teams: (scope: Scope) => byName(scope.work.teams.values()),
    team: (scope: Scope, id: unknown) => lookup(scope.work.teams, id),
    createTeam(scope: Scope, input: Input): StoredTeam {
      requireAdmin(scope);
      const team: StoredTeam = { id: store.nextId('team'), ...teamFields(scope, input, null), createdAt: scope.now() };
      scope.work.teams.set(team.id, team);
      return team;
    },
    updateTeam(scope: Scope, id: unknown, input: Input): StoredTeam {
      requireAdmin(scope);
      const team = teamOf(scope, id);
      return Object.assign(team, teamFields(scope, input, team));
    },
    /** Answers the deleted team's id. */
    deleteTeam(scope: Scope, id: unknown): string {
      requireAdmin(scope);
      const team = teamOf(scope, id);
      scope.work.teams.delete(team.id);
      return team.id;
    },

    tags: (scope: Scope) => byName(scope.work.tags.values()),
    tag: (scope: Scope, id: unknown) => lookup(scope.work.tags, id),
    createTag(scope: Scope, input: Input): StoredTag {
      requireAdmin(scope);
      const tag: StoredTag = { id: store.nextId('tag'), ...tagFields(scope, input, null) };
      scope.work.tags.set(tag.id, tag);
      return tag;
    },
    updateTag(scope: Scope, id: unknown, input: Input): StoredTag {
      requireAdmin(scope);
      const tag = tagOf(scope, id, 'id');
      return Object.assign(tag, tagFields(scope, input, tag.id));
    },
    /** Deletes a tag and takes it off every ticket; answers its id. */
    deleteTag(scope: Scope, id: unknown): string {
      requireAdmin(scope);
      const tag = tagOf(scope, id, 'id');
      for (const ticket of scope.work.ticketList) {
        if (!ticket.tagIds.includes(tag.id)) continue;
        ticket.tagIds = ticket.tagIds.filter((other) => other !== tag.id);
        touch(scope.work, ticket);
      }
      scope.work.tags.delete(tag.id);
      scope.work.version += 1;
      return tag.id;
    },
  };
}

export type Catalogues = ReturnType<typeof createCatalogues>;
