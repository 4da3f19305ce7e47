/** /admin/product (filter in the URL: ?search=…), /admin/product/{id}/view, /admin/product/{id}/edit, /admin/product/new. */
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useLocation, useSearch } from 'wouter';
import { CATALOGUE_FIELDS } from '../../../../domain/work/catalogue-forms.ts';
import { matchesText, parseProductQuery, productQueryString } from '../../../../domain/work/catalogue-filters.ts';
import { editPath, listPath, newPath, recordPath } from '../../../../domain/work/catalogue-paths.ts';
import type { Product } from '../../../../domain/work/catalogue-records.ts';
import type { CatalogueMode } from '../../../../domain/shared/org-routes.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TextFormField, ValidatedForm } from '../../../components/form-fields.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { AdminPage, counted, DeleteButton, FormActions, FormProblem, ListFilter, Loaded, ReadOnlyNote, useBackToList, useDisplayDate } from './admin-common.tsx';
import { AdminTable } from './admin-table.tsx';
import { NoMatch, NotForYou } from './admin-states.tsx';
import { useCatalogues, useOrgPath, usePageModel } from './use-catalogues.ts';

/** The product pages, by mode. */
export function ProductPages({ id, mode }: { readonly id: string | null; readonly mode: CatalogueMode }) {
  if (mode === 'list' || id === null) return mode === 'new' ? <NewProduct /> : <ProductList />;
  return mode === 'edit' ? <EditProduct id={id} /> : <ProductView id={id} />;
}

function ProductList() {
  useSignals();
  usePageTitle('Products');
  const { canWrite } = useCatalogues();
  const model = usePageModel((catalogues) => catalogues.products(), []);
  const path = useOrgPath();
  const [, navigate] = useLocation();
  const filter = parseProductQuery(useSearch());
  const setSearch = (search: string) => navigate(`${path(listPath('product'))}${productQueryString({ search })}`, { replace: true });
  const date = useDisplayDate();
  return (
    <AdminPage
      title="Products"
      back={{ href: path('admin'), label: 'Admin' }}
      actions={
        canWrite ? (
          <Link className="button button-primary" href={path(newPath('product'))}>
            New product
          </Link>
        ) : null
      }
    >
      {canWrite ? null : <ReadOnlyNote />}
      <ListFilter label="Filter products" value={filter.search} onChange={setSearch} />
      <Loaded model={model} what="the products">
        {(products) => {
          if (products.length === 0) return <EmptyState title="No products yet" subtitle="Products say what your tickets are built for: an app, a site, a service." />;
          const shown = products.filter((product) => matchesText([product.name, product.description], filter.search));
          if (shown.length === 0) return <NoMatch what="product" search={filter.search} onClear={() => setSearch('')} />;
          return (
            <AdminTable<Product>
              caption="Products"
              rows={shown}
              columns={[
                { label: 'Name', kind: 'main', cell: (product) => <Link href={path(recordPath('product', product.id))}>{product.name}</Link> },
                { label: 'Description', cell: (product) => <span className="admin-clamp">{product.description || <span className="muted">No description</span>}</span> },
                { label: 'Tickets', kind: 'number', cell: (product) => counted(product.ticketCount, 'ticket') },
                { label: 'Created', cell: (product) => date(product.createdAt) },
                ...(canWrite
                  ? [{ label: 'Actions', kind: 'actions' as const, cell: (product: Product) => <Link className="button button-small" href={path(editPath('product', product.id))} aria-label={`Edit ${product.name}`}>Edit</Link> }]
                  : []),
              ]}
            />
          );
        }}
      </Loaded>
    </AdminPage>
  );
}

function ProductView({ id }: { readonly id: string }) {
  useSignals();
  const { canWrite } = useCatalogues();
  const model = usePageModel((catalogues) => catalogues.product(id), [id]);
  const state = model.state.value;
  const name = state.status === 'loaded' ? state.value.name : 'Product';
  usePageTitle(name);
  const path = useOrgPath();
  const date = useDisplayDate();
  return (
    <AdminPage
      title={name}
      back={useBackToList('product')}
      actions={
        canWrite && state.status === 'loaded' ? (
          <Link className="button button-primary" href={path(editPath('product', id))}>
            Edit
          </Link>
        ) : null
      }
    >
      {canWrite ? null : <ReadOnlyNote />}
      <Loaded model={model} what="this product">
        {(product) => (
          <dl className="admin-facts">
            <dt>Description</dt>
            <dd className="admin-prose">{product.description || <span className="muted">No description</span>}</dd>
            <dt>Tickets</dt>
            <dd>{counted(product.ticketCount, 'ticket')}</dd>
            <dt>Created</dt>
            <dd>{date(product.createdAt)}</dd>
          </dl>
        )}
      </Loaded>
    </AdminPage>
  );
}

function EditProduct({ id }: { readonly id: string }) {
  useSignals();
  const { canWrite } = useCatalogues();
  const model = usePageModel((catalogues) => catalogues.product(id), [id]);
  const state = model.state.value;
  usePageTitle(state.status === 'loaded' ? `Edit ${state.value.name}` : 'Edit product');
  const back = useBackToList('product');
  if (!canWrite) return <ProductView id={id} />;
  return (
    <AdminPage title={state.status === 'loaded' ? `Edit ${state.value.name}` : 'Edit product'} back={back}>
      <Loaded model={model} what="this product">
        {(product) => <ProductForm product={product} />}
      </Loaded>
    </AdminPage>
  );
}

function NewProduct() {
  usePageTitle('New product');
  const { canWrite } = useCatalogues();
  const back = useBackToList('product');
  if (!canWrite) return <NotForYou what="products" back={back} />;
  return (
    <AdminPage title="New product" back={back}>
      <ProductForm product={null} />
    </AdminPage>
  );
}

function ProductForm({ product }: { readonly product: Product | null }) {
  useSignals();
  const editor = usePageModel((catalogues) => catalogues.productEditor(product), [product]);
  const path = useOrgPath();
  const busy = editor.state.value.status !== 'editing';
  const cancel = path(product === null ? listPath('product') : recordPath('product', product.id));
  return (
    <>
      <ValidatedForm form={editor.form} className="admin-form" aria-label={product === null ? 'New product' : `Edit ${product.name}`} onSubmit={() => void editor.save()}>
        <TextFormField form={editor.form} field={CATALOGUE_FIELDS.name} isBusy={busy} autoFocus={product === null} />
        <TextFormField form={editor.form} field={CATALOGUE_FIELDS.description} multiline isBusy={busy} />
        <FormProblem editor={editor} />
        <FormActions editor={editor} saveLabel={product === null ? 'Create product' : 'Save product'} cancelHref={cancel} />
      </ValidatedForm>
      {product === null ? null : (
        <section className="admin-danger-zone" aria-label="Delete">
          <p className="muted">A product that tickets use cannot be deleted: move the tickets to another product first.</p>
          <DeleteButton editor={editor} what="product" name={product.name} />
        </section>
      )}
    </>
  );
}
