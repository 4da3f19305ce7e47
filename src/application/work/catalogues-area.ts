/**
 * The admin catalogues' models (products, teams, workflows, tags, people) for one organization:
 * lists and records that load themselves, forms that check like the server and move the page on
 * after a save, and the one-click actions. Writing is for administrators (ADMIN, OWNER).
 */
import type { Billing } from '../../domain/work/billing.ts';
import { Effect } from 'effect';
import { CATALOGUE_FIELDS, validateInviteFields, validateNamed, validateRoleFields, validateTag, type InviteFields, type NamedFields, type RoleFields, type TagFields } from '../../domain/work/catalogue-forms.ts';
import { roleFilterInput, type RoleQuery } from '../../domain/work/catalogue-filters.ts';
import { listPath, recordPath } from '../../domain/work/catalogue-paths.ts';
import type { CatalogueCounts, OrgPerson, Product, Tag, Team, Workflow } from '../../domain/work/catalogue-records.ts';
import { orgPath, type Catalogue } from '../../domain/shared/org-routes.ts';
import { createCatalogueActions, type CatalogueActions } from './catalogue-actions.ts';
import { createCatalogueEditor, type CatalogueEditor } from './catalogue-editor.ts';
import { createLoadModel, type LoadModel } from './catalogue-load.ts';
import { withCatalogues } from './catalogue-use.ts';
import { createWorkflowEditor, workflowFieldsOf, type WorkflowEditor } from './catalogue-workflow-editor.ts';
import type { TagInput } from './catalogue-gateway.port.ts';
import type { OrganizationScope } from '../shared/organization-deps.ts';
import type { WorkAreaDeps } from './work-area-deps.ts';

/** A team's form: name, description and the chosen members' role ids. */
export interface TeamFields extends NamedFields {
  readonly memberIds: readonly string[];
}

/** The catalogue models of one organization. */
export interface OrgCatalogues {
  /** Whether the caller may change the catalogues (ADMIN, OWNER). */
  readonly canWrite: boolean;
  readonly counts: () => LoadModel<CatalogueCounts>;
  /** The organization's plan, seats and invoices (owners only). */
  readonly billing: () => LoadModel<Billing>;
  readonly products: () => LoadModel<readonly Product[]>;
  readonly product: (id: string) => LoadModel<Product>;
  /** The form of a product, or of a new one (null). */
  readonly productEditor: (product: Product | null) => CatalogueEditor<NamedFields>;
  readonly teams: () => LoadModel<readonly Team[]>;
  readonly team: (id: string) => LoadModel<Team>;
  readonly teamEditor: (team: Team | null) => CatalogueEditor<TeamFields>;
  readonly workflows: () => LoadModel<readonly Workflow[]>;
  readonly workflow: (id: string) => LoadModel<Workflow>;
  /** The form of a workflow; saving an existing one keeps its page open with the new values. */
  readonly workflowEditor: (workflow: Workflow | null, onSaved?: (workflow: Workflow) => void) => WorkflowEditor;
  readonly tags: () => LoadModel<readonly Tag[]>;
  readonly tag: (id: string) => LoadModel<Tag>;
  readonly tagEditor: (tag: Tag | null, onSaved?: (tag: Tag) => void) => CatalogueEditor<TagFields>;
  /** The people matching a filter (the last list shown stays while a new filter loads). */
  readonly people: (query: RoleQuery) => LoadModel<readonly OrgPerson[]>;
  /** People who can join a team: accepted roles. */
  readonly teamCandidates: () => LoadModel<readonly OrgPerson[]>;
  readonly person: (id: string) => LoadModel<OrgPerson>;
  /** A person's type and title. */
  readonly personEditor: (person: OrgPerson) => CatalogueEditor<RoleFields>;
  /** The invitation form (a dialog); `onInvited` runs after the server accepted it. */
  readonly inviteForm: (onInvited: () => void) => CatalogueEditor<InviteFields>;
  readonly actions: () => CatalogueActions;
}

/** The catalogues part of the work area. */
export interface CataloguesArea {
  /** The catalogue models of the organization the pages are in. */
  readonly inOrganization: (scope: OrganizationScope) => OrgCatalogues;
}

const named = [CATALOGUE_FIELDS.name, CATALOGUE_FIELDS.description];

/** Builds the catalogues model factories. */
export function createCataloguesArea({ runner, notify, navigator }: WorkAreaDeps): CataloguesArea {
  const byOrganization = new Map<string, OrgCatalogues>();

  function build(scope: OrganizationScope): OrgCatalogues {
    const canWrite = scope.permissions.administer;
    const go = (path: string, replace = false) => navigator.go(orgPath(scope.orgId, path), { replace });
    const toRecord = (catalogue: Catalogue) => (record: { readonly id: string }) => go(recordPath(catalogue, record.id));
    const toList = (catalogue: Catalogue) => () => go(listPath(catalogue), true);
    const load = <T>(use: Parameters<typeof withCatalogues<T | null>>[0], shown?: T) => createLoadModel<T>(runner, () => withCatalogues(use), shown);
    const base = { runner, notify, canWrite };
    let lastPeople: readonly OrgPerson[] | undefined;

    return {
      canWrite,
      counts: () => load((gateway) => gateway.counts()),
      billing: () => load((gateway) => gateway.billing()),

      products: () => load((gateway) => gateway.products()),
      product: (id) => load((gateway) => gateway.product(id)),
      productEditor: (product) =>
        createCatalogueEditor({
          ...base,
          initial: { name: product?.name ?? '', description: product?.description ?? '' },
          fields: named,
          validate: validateNamed,
          save: (input) => withCatalogues((gateway) => (product === null ? gateway.createProduct(input) : gateway.updateProduct(product.id, input))),
          ...(product === null ? {} : { remove: () => withCatalogues((gateway) => gateway.deleteProduct(product.id)) }),
          texts: { saved: product === null ? 'Product created' : 'Product saved', saveFailed: 'Could not save the product', deleted: 'Product deleted', deleteFailed: 'Could not delete the product' },
          afterSave: toRecord('product'),
          afterRemove: toList('product'),
        }),

      teams: () => load((gateway) => gateway.teams()),
      team: (id) => load((gateway) => gateway.team(id)),
      teamEditor: (team) =>
        createCatalogueEditor({
          ...base,
          initial: { name: team?.name ?? '', description: team?.description ?? '', memberIds: team?.members.map((member) => member.id) ?? [] } as TeamFields,
          fields: [...named, { name: 'memberIds', label: 'Members' }],
          validate: (fields: TeamFields) => {
            const checked = validateNamed(fields);
            return checked.ok ? { ok: true, value: { ...checked.value, memberIds: fields.memberIds } } : checked;
          },
          save: (input) => withCatalogues((gateway) => (team === null ? gateway.createTeam(input) : gateway.updateTeam(team.id, input))),
          ...(team === null ? {} : { remove: () => withCatalogues((gateway) => gateway.deleteTeam(team.id)) }),
          texts: { saved: team === null ? 'Team created' : 'Team saved', saveFailed: 'Could not save the team', deleted: 'Team deleted', deleteFailed: 'Could not delete the team' },
          afterSave: toRecord('team'),
          afterRemove: toList('team'),
        }),

      workflows: () => load((gateway) => gateway.workflows()),
      workflow: (id) => load((gateway) => gateway.workflow(id)),
      workflowEditor: (workflow, onSaved) => {
        const editor: WorkflowEditor = createWorkflowEditor<Workflow>({
          ...base,
          initial: workflowFieldsOf(workflow),
          fields: [...named, { name: 'states', label: 'States' }],
          save: (input) => withCatalogues((gateway) => (workflow === null ? gateway.createWorkflow(input) : gateway.updateWorkflow(workflow.id, input))),
          ...(workflow === null ? {} : { remove: () => withCatalogues((gateway) => gateway.deleteWorkflow(workflow.id)) }),
          texts: {
            saved: workflow === null ? 'Workflow created' : 'Workflow saved',
            saveFailed: 'Could not save the workflow',
            deleted: 'Workflow deleted',
            deleteFailed: 'Could not delete the workflow',
          },
          afterSave: (saved) => {
            if (workflow === null) return toRecord('workflow')(saved);
            // New states now have ids: the next save must keep them (and their tickets).
            editor.reset(workflowFieldsOf(saved));
            onSaved?.(saved);
          },
          afterRemove: toList('workflow'),
          keepOpen: workflow !== null,
          // 'The state "Build" is used by 3 tickets: it cannot be removed' is about the states.
          fallbackField: 'states',
        });
        return editor;
      },

      tags: () => load((gateway) => gateway.tags()),
      tag: (id) => load((gateway) => gateway.tag(id)),
      tagEditor: (tag, onSaved) => {
        const editor: CatalogueEditor<TagFields> = createCatalogueEditor<TagFields, TagInput, Tag>({
          ...base,
          initial: { name: tag?.name ?? '', color: tag?.color ?? null },
          fields: [CATALOGUE_FIELDS.name, { name: 'color', label: 'Colour' }],
          validate: validateTag,
          save: (input) => withCatalogues((gateway) => (tag === null ? gateway.createTag(input) : gateway.updateTag(tag.id, input))),
          ...(tag === null ? {} : { remove: () => withCatalogues((gateway) => gateway.deleteTag(tag.id)) }),
          texts: { saved: tag === null ? 'Tag created' : 'Tag saved', saveFailed: 'Could not save the tag', deleted: 'Tag deleted', deleteFailed: 'Could not delete the tag' },
          afterSave: (saved) => {
            if (tag === null) return toRecord('tag')(saved);
            editor.reset({ name: saved.name, color: saved.color });
            onSaved?.(saved);
          },
          afterRemove: toList('tag'),
          keepOpen: tag !== null,
        });
        return editor;
      },

      people: (query) =>
        load(
          (gateway) =>
            gateway.roles(roleFilterInput(query)).pipe(
              Effect.tap((people) =>
                Effect.sync(() => {
                  lastPeople = people;
                }),
              ),
            ),
          lastPeople,
        ),
      teamCandidates: () => load((gateway) => gateway.roles({ statuses: ['ACCEPTED'] })),
      person: (id) => load((gateway) => gateway.role(id)),
      personEditor: (person) =>
        createCatalogueEditor({
          ...base,
          initial: { type: person.type, title: person.title ?? '' },
          fields: [{ name: 'type', label: 'Type' }, CATALOGUE_FIELDS.title],
          validate: validateRoleFields,
          save: (patch) => withCatalogues((gateway) => gateway.updateRole(person.id, patch)),
          texts: { saved: 'Person saved', saveFailed: 'Could not save this person' },
          fallbackField: 'type',
          afterSave: toRecord('role'),
        }),
      inviteForm: (onInvited) =>
        createCatalogueEditor({
          ...base,
          initial: { email: '', type: 'MEMBER', title: '' } as InviteFields,
          fields: [CATALOGUE_FIELDS.email, { name: 'type', label: 'Type' }, CATALOGUE_FIELDS.title],
          validate: validateInviteFields,
          save: (invitation) => withCatalogues((gateway) => gateway.inviteMember(invitation)),
          texts: { saved: 'Invitation sent', saveFailed: 'Could not send the invitation' },
          fallbackField: 'email',
          afterSave: () => onInvited(),
        }),
      actions: () => createCatalogueActions(base),
    };
  }

  return {
    inOrganization: (scope) => {
      const key = `${scope.orgId}:${scope.roleId}:${scope.permissions.administer}`;
      let found = byOrganization.get(key);
      if (!found) {
        found = build(scope);
        byOrganization.set(key, found);
      }
      return found;
    },
  };
}
