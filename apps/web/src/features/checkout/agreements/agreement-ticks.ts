/**
 * The ticks of the checkout's agreements: each document has its own box and an understood box
 * (내용을 확인했습니다); a document counts as agreed when both are ticked, a group when all of its documents
 * are, and a group box ticks (or clears) both boxes of all of its documents.
 */
export type DocTick = { agreed: boolean; understood: boolean };
export type AgreementTicks = Readonly<Record<number, DocTick>>;
export type AgreementGroupDocs = { key: string; docIds: readonly number[] };

const NONE: DocTick = { agreed: false, understood: false };

export const tickOf = (ticks: AgreementTicks, docId: number): DocTick => ticks[docId] ?? NONE;

export function isDocAgreed(ticks: AgreementTicks, docId: number): boolean {
  const tick = tickOf(ticks, docId);
  return tick.agreed && tick.understood;
}

/** A group with no published document has nothing to agree to. */
export function isGroupAgreed(ticks: AgreementTicks, group: AgreementGroupDocs): boolean {
  return group.docIds.every((id) => isDocAgreed(ticks, id));
}

export function areAllAgreed(ticks: AgreementTicks, groups: readonly AgreementGroupDocs[]): boolean {
  return groups.every((group) => isGroupAgreed(ticks, group));
}

export function setDocTick(
  ticks: AgreementTicks,
  docId: number,
  box: keyof DocTick,
  checked: boolean,
): AgreementTicks {
  return { ...ticks, [docId]: { ...tickOf(ticks, docId), [box]: checked } };
}

export function setGroupTicks(
  ticks: AgreementTicks,
  group: AgreementGroupDocs,
  checked: boolean,
): AgreementTicks {
  const next = { ...ticks };
  for (const id of group.docIds) next[id] = { agreed: checked, understood: checked };
  return next;
}

/** The documents sent with the payment as agreed (both boxes ticked). */
export function agreedDocIds(ticks: AgreementTicks, groups: readonly AgreementGroupDocs[]): number[] {
  return groups.flatMap((group) => group.docIds.filter((id) => isDocAgreed(ticks, id)));
}
