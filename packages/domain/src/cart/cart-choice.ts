import { PROD_OPT_TYPE } from '../codes/prod-opt-type';

/**
 * What a cart item's options say the customer chose, in the compact form the server stores: the selected
 * option ids of the product, one colour per package part or add-on, and the subscription duration.
 */
export type CartChoice = {
  prod_opts_select: number[];
  prod_conns_select: { prod_id: number; prod_opt_id: number | null }[];
  subsc_cat: { id: number; subsc_cat_opt_id: number; val?: number } | null;
};

type OptRef = number | { id: number; type?: number; selected?: boolean };
type PartRef =
  | { prod_id: number; prod_opt_id?: number | null }
  | { id: number; prod_opts?: readonly { id: number; type?: number; selected?: boolean }[] };
type SubscCatRef =
  | { id: number; subsc_cat_opt_id: number; val?: number }
  | { id: number; subsc_cat_opts?: readonly { id: number; val?: number; selected?: boolean }[] };

/**
 * A cart item's options as the documents describe them (section 3: the product's options with a
 * `selected` flag, the package parts with theirs, the subscription category with its durations) or
 * already in the compact form. Entries without any `selected` flag count as chosen.
 */
export type CartOptionsInput = {
  prod_opts_select?: readonly OptRef[] | null;
  prod_conns_select?: readonly PartRef[] | null;
  subsc_cat?: SubscCatRef | null;
};

function chosen<T extends { selected?: boolean }>(list: readonly T[]): T[] {
  const flagged = list.some((entry) => entry.selected !== undefined);
  return flagged ? list.filter((entry) => entry.selected === true) : [...list];
}

function chosenOptIds(refs: readonly OptRef[]): number[] {
  const objects = refs.filter((ref): ref is Exclude<OptRef, number> => typeof ref !== 'number');
  const numbers = refs.filter((ref): ref is number => typeof ref === 'number');
  return [...new Set([...numbers, ...chosen(objects).map((ref) => ref.id)])];
}

function partChoice(ref: PartRef): CartChoice['prod_conns_select'][number] {
  if ('prod_id' in ref) return { prod_id: ref.prod_id, prod_opt_id: ref.prod_opt_id ?? null };
  // Stryker disable next-line ArrayDeclaration: any stand-in list for missing options has no entry with an id, so the part's colour is null either way
  const picked = chosen(ref.prod_opts ?? []);
  // A part carries one colour; other option types of the part do not change its price.
  const colour = picked.find((opt) => opt.type === PROD_OPT_TYPE.COLOR) ?? picked.find((o) => !o.type);
  return { prod_id: ref.id, prod_opt_id: colour?.id ?? null };
}

function subscCatChoice(ref: SubscCatRef | null | undefined): CartChoice['subsc_cat'] {
  if (!ref) return null;
  if ('subsc_cat_opt_id' in ref) return { id: ref.id, subsc_cat_opt_id: ref.subsc_cat_opt_id, val: ref.val };
  const [duration] = chosen(ref.subsc_cat_opts ?? []);
  return duration ? { id: ref.id, subsc_cat_opt_id: duration.id, val: duration.val } : null;
}

/** Reads the choice out of a cart item's options, whichever of the two forms they come in. */
export function readCartChoice(options: CartOptionsInput | null | undefined): CartChoice {
  const parts = (options?.prod_conns_select ?? []).map(partChoice);
  const seen = new Set<number>();
  return {
    prod_opts_select: chosenOptIds(options?.prod_opts_select ?? []),
    // One entry per part: the first one wins.
    prod_conns_select: parts.filter((part) => !seen.has(part.prod_id) && seen.add(part.prod_id)),
    subsc_cat: subscCatChoice(options?.subsc_cat),
  };
}
