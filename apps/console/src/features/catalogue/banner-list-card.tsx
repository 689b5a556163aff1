import type { AdminBannerList, AdminProdRow } from '@shop/domain/api/admin/catalogue';
import type { ReactNode } from 'react';
import { BannerImage } from './banner-image';
import { LinkedProdsEditor, type ListSave } from './linked-prods-editor';

type Props = {
  /** The list: a featured group, a quiz result. */
  list: AdminBannerList;
  /** The card's title: the list's name, with what the screen shows beside it. */
  heading: ReactNode;
  editLabel: string;
  onEdit: () => void;
  /** The list's texts, under the title. */
  children: ReactNode;
  /** Where the banner picture is replaced (PUT, multipart), and the read of the lists to do again after. */
  imagePath: string;
  queryKey: readonly unknown[];
  /** The products' editor: its heading, hint and empty line. */
  prodsEditor: { heading: string; hint: string; empty: string };
  candidates: AdminProdRow[];
  save: ListSave;
};

/**
 * One list of products the home screen shows with a banner (a featured group, a quiz result), as staff edit it:
 * its title and edit button, its texts, its banner picture, then its products in order.
 */
export function BannerListCard({
  list,
  heading,
  editLabel,
  onEdit,
  children,
  imagePath,
  queryKey,
  prodsEditor,
  candidates,
  save,
}: Props) {
  return (
    <article className="catalogue-stack">
      <div className="catalogue-section-head">
        <h2>{heading}</h2>
        <button type="button" className="button" onClick={onEdit}>
          {editLabel}
        </button>
      </div>
      {children}
      <BannerImage label={list.title} image={list.image} path={imagePath} queryKey={queryKey} />
      <LinkedProdsEditor {...prodsEditor} saved={list.prods} candidates={candidates} save={save} />
    </article>
  );
}
