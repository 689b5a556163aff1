import { type Column, DataTable } from '../../../shared/ui/data-table';
import { editColumn } from '../../../shared/ui/edit-column';
import { Page } from '../../../shared/ui/page';
import { QueryView } from '../../../shared/ui/query-view';
import { useRowDialog } from '../../../shared/ui/use-dialog';
import { type TaxonomyKind, type TaxonomyRows, useTaxonomy } from '../api/taxonomy';
import { CatalogueNav } from '../catalogue-nav';
import type { TaxonomyConfig } from './taxonomy-configs';
import { TaxonomyDialog } from './taxonomy-dialog';

/** One of the small tables (categories, makers, tags): every row, add, edit (and hide, where it can be). */
export function TaxonomyScreen<K extends TaxonomyKind>({ config }: { config: TaxonomyConfig<K> }) {
  const rows = useTaxonomy(config.kind);
  const editing = useRowDialog<TaxonomyRows[K]>();
  const columns: Column<TaxonomyRows[K]>[] = [...config.columns, editColumn(editing.edit)];
  return (
    <Page
      title={config.title}
      actions={
        <button type="button" className="button button--primary" onClick={editing.add}>
          {config.noun} 추가
        </button>
      }
    >
      <CatalogueNav />
      <p className="field__hint">{config.note}</p>
      <QueryView query={rows}>
        {(found) => (
          <DataTable
            columns={columns}
            rows={found as TaxonomyRows[K][]}
            csvName={config.kind}
            empty={config.empty}
          />
        )}
      </QueryView>
      <TaxonomyDialog config={config} row={editing.row} {...editing.dialog} />
    </Page>
  );
}
