import type { Care } from '@shop/domain/api/cares';
import type { Doc } from '@shop/domain/api/docs';
import type { ProdOrderer } from '@shop/domain/api/subscs-read';
import { CARE_ATTACHMENT_ACCEPT } from '@shop/domain/care/care-rules';
import { DOC_TYPE } from '@shop/domain/codes/doc-type';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PROD_OPT_TYPE } from '@shop/domain/codes/prod-opt-type';

/** One product of the rental in the AS form: chosen or not, its symptom and its optional file. */
export type CareItem = {
  prodOrdererId: number;
  title: string;
  colour: string | null;
  image: string | null;
  serial: string | null;
  selected: boolean;
  content: string;
  file: File | null;
};

export function careItems(prods: readonly ProdOrderer[]): CareItem[] {
  return prods.map((po) => ({
    prodOrdererId: po.id,
    title: po.prod.title,
    colour:
      po.prod_orderer_prod_opts.find((o) => o.prod_opt.type === PROD_OPT_TYPE.COLOR)?.prod_opt.title ?? null,
    image: po.prod.atts[0]?.urls.prodConn ?? null,
    serial: po.prodStock?.sn ?? null,
    selected: false,
    content: '',
    file: null,
  }));
}

export const selectedItems = (items: readonly CareItem[]) => items.filter((i) => i.selected);

export const isAllSelected = (items: readonly CareItem[]) =>
  items.length > 0 && items.every((i) => i.selected);

/** Select-all: selects every product, or none once all were selected. */
export function toggleAll(items: readonly CareItem[]): CareItem[] {
  const next = !isAllSelected(items);
  return items.map((i) => ({ ...i, selected: next }));
}

export function updateItem(items: readonly CareItem[], id: number, change: Partial<CareItem>): CareItem[] {
  return items.map((i) => (i.prodOrdererId === id ? { ...i, ...change } : i));
}

/** POST cares: only the selected products, with their symptom texts in the same order. */
export function careCreateBody(items: readonly CareItem[], spotId: number) {
  const chosen = selectedItems(items);
  return {
    prod_orderers: chosen.map((i) => i.prodOrdererId),
    contents: chosen.map((i) => i.content.trim()),
    spot_id: spotId,
  };
}

const ACCEPTED = CARE_ATTACHMENT_ACCEPT.split(',');

/** Whether a picked file has one of the accepted extensions (.jpg, .png, .pdf). */
export function isAcceptedFile(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED.some((ext) => lower.endsWith(ext));
}

/** The files to upload, each with the created care of its product (by product, else by position). */
export function uploadsFor(
  created: readonly Care[],
  items: readonly CareItem[],
): { careId: number; file: File }[] {
  const chosen = selectedItems(items);
  return chosen.flatMap((item, index) => {
    if (!item.file) return [];
    const care = created.find((c) => c.prod_orderer?.id === item.prodOrdererId) ?? created[index];
    return care ? [{ careId: care.id, file: item.file }] : [];
  });
}

/** The agreement record of one care: each agreed document, as a term, by the customer. */
export function careConfirmables(careId: number, docs: readonly Pick<Doc, 'id'>[], userId: number) {
  return docs.map((doc) => ({
    doc_id: doc.id,
    state: STATE.ENABLE,
    confirmable_id: careId,
    confirmable_type: MORPH_TYPE.CARE,
    type: DOC_TYPE.TERM,
    user_id: userId,
  }));
}
