import {
  CARE_ATT_COUNT_MESSAGE,
  CARE_ATT_MAX_BYTES,
  CARE_ATT_MAX_FILES,
  CARE_ATT_SIZE_MESSAGE,
  type Care,
} from '@shop/domain/api/cares';
import type { Doc } from '@shop/domain/api/docs';
import type { ProdOrderer } from '@shop/domain/api/subscs-read';
import { CARE_ATTACHMENT_ACCEPT, careSymptomError } from '@shop/domain/care/care-rules';
import { DOC_TYPE } from '@shop/domain/codes/doc-type';
import { STATE } from '@shop/domain/codes/generic-state';
import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { PROD_OPT_TYPE } from '@shop/domain/codes/prod-opt-type';

/** One product of the rental in the AS form: chosen or not, its symptom and its optional files. */
export type CareItem = {
  prodOrdererId: number;
  title: string;
  colour: string | null;
  image: string | null;
  serial: string | null;
  selected: boolean;
  content: string;
  files: File[];
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
    files: [],
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

export const FILE_TYPE_MESSAGE = 'jpg, png, pdf 파일만 첨부할 수 있습니다.';

/** Whether a picked file has one of the accepted extensions (.jpg, .png, .pdf). */
export function isAcceptedFile(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED.some((ext) => lower.endsWith(ext));
}

/** Whether a picked file is a picture the browser can show as a thumbnail (else a PDF tile). */
export const isImageFile = (name: string) => !name.toLowerCase().endsWith('.pdf');

/**
 * Adds picked files to a product's attachments within the server's limits: .jpg/.png/.pdf only, 10 MB
 * each, five per request. What passes is kept; `refusal` says why anything was left out (the first reason).
 */
export function addFiles(
  current: readonly File[],
  picked: readonly File[],
): { files: File[]; refusal: string | null } {
  const files = [...current];
  let refusal: string | null = null;
  for (const file of picked) {
    const reason = !isAcceptedFile(file.name)
      ? FILE_TYPE_MESSAGE
      : file.size > CARE_ATT_MAX_BYTES
        ? CARE_ATT_SIZE_MESSAGE
        : files.length >= CARE_ATT_MAX_FILES
          ? CARE_ATT_COUNT_MESSAGE
          : null;
    if (reason) refusal ??= reason;
    else files.push(file);
  }
  return { files, refusal };
}

/** A product's attachments without the one at `index` (the 삭제 button of its thumbnail). */
export function removeFile(files: readonly File[], index: number): File[] {
  return files.filter((_, i) => i !== index);
}

/** The symptom message of each chosen product that cannot be sent yet, by product. */
export function symptomErrors(items: readonly CareItem[]): Map<number, string> {
  const errors = new Map<number, string>();
  for (const item of selectedItems(items)) {
    const message = careSymptomError(item.content);
    if (message) errors.set(item.prodOrdererId, message);
  }
  return errors;
}

export type CareStep = { label: string; done: boolean; current: boolean };

/**
 * The step bar: 약관 동의, 제품 선택, 증상 입력, 방문 주소, in order. A step is done when it and every step
 * before it are; the current step is the first one not done (none once all are).
 */
export function careSteps(state: {
  agreed: boolean;
  selectedCount: number;
  symptomsValid: boolean;
  hasSpot: boolean;
}): CareStep[] {
  const own: [string, boolean][] = [
    ['약관 동의', state.agreed],
    ['제품 선택', state.selectedCount > 0],
    ['증상 입력', state.selectedCount > 0 && state.symptomsValid],
    ['방문 주소', state.hasSpot],
  ];
  let allBefore = true;
  let currentTaken = false;
  return own.map(([label, ok]) => {
    const done = allBefore && ok;
    allBefore = done;
    const current = !done && !currentTaken;
    if (current) currentTaken = true;
    return { label, done, current };
  });
}

/** The files to upload, each with the created care of its product (by product, else by position). */
export function uploadsFor(
  created: readonly Care[],
  items: readonly CareItem[],
): { careId: number; file: File }[] {
  const chosen = selectedItems(items);
  return chosen.flatMap((item, index) => {
    const care = created.find((c) => c.prod_orderer?.id === item.prodOrdererId) ?? created[index];
    return care ? item.files.map((file) => ({ careId: care.id, file })) : [];
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
