import type { ProdOrderer, RentalAddOn, Subsc } from '@shop/domain/api/subscs-read';
import { FINAL_ROUND, recordTitle } from '@shop/domain/billing/record-label';
import { cardIssuerTitle } from '@shop/domain/codes/card-issuer';
import { PROD_OPT_TYPE } from '@shop/domain/codes/prod-opt-type';
import { SUBSC_STATE } from '@shop/domain/codes/subsc-state';
import { TYPE_CONN } from '@shop/domain/codes/type-conn';
import { mayChangeCard } from '@shop/domain/rental/card-change';
import {
  hasOverdue,
  isContractAvailable,
  isHighlighted,
  mayRequestCare,
  showsCollection,
  showsFinalTermination,
} from '@shop/domain/rental/detail-sections';
import { isCancelInProgress, mayCancelOrder, mayTerminate } from '@shop/domain/rental/gates';
import { roundOfTotal, roundOfTotalLabel } from '@shop/domain/rental/instalment';
import { unpaidSettlement } from '@shop/domain/rental/overdue-interest';

/** What the detail page shows of a rental, read from the domain's rules (rental-lifecycle.md 2 and 4). */
export type DetailView = {
  overdue: boolean;
  highlighted: boolean;
  cancelInProgress: boolean;
  finalTermination: boolean;
  collection: boolean;
  contractAvailable: boolean;
  canCancelOrder: boolean;
  canTerminate: boolean;
  /** The AS shortcut; the environment check (never on live) is the caller's. */
  canRequestCare: boolean;
};

export function detailView(subsc: Subsc): DetailView {
  const unpaid = subsc.record_subscs_unpaid_ctr ?? 0;
  return {
    overdue: hasOverdue(unpaid),
    highlighted: isHighlighted(subsc, unpaid),
    cancelInProgress: isCancelInProgress(subsc),
    finalTermination: showsFinalTermination(subsc),
    collection: showsCollection(subsc),
    contractAvailable: isContractAvailable(subsc),
    canCancelOrder: mayCancelOrder(subsc),
    canTerminate: mayTerminate(subsc),
    canRequestCare: mayRequestCare(subsc, subsc.cares_enable.length),
  };
}

/**
 * The invoice's round of the term, e.g. 7/24회차: the same round as the list's 7회차 while the rental is
 * billed, the last round paid once it ended (instalment.ts).
 */
export function invoiceLabel(subsc: Pick<Subsc, 'state' | 'record_subscs_ctr' | 'duration'>): string {
  return roundOfTotalLabel(
    roundOfTotal({ state: subsc.state, paidCount: subsc.record_subscs_ctr ?? 0, months: subsc.duration }),
  );
}

/** 카드 변경 is offered while the rental is billed (or an ended one still owes something). */
export function cardChangeable(subsc: Pick<Subsc, 'state' | 'record_subscs_unpaid_ctr'>): boolean {
  return mayChangeCard(subsc.state, subsc.record_subscs_unpaid_ctr ?? 0);
}

/** 신한카드 5365-****-****-1234, or null when the rental has no card. */
export function cardLabel(
  pays: { cardCode: string | null; cardNumber: string | null; cardTitle?: string } | null | undefined,
): string | null {
  if (!pays) return null;
  const issuer = cardIssuerTitle(pays.cardCode) || pays.cardTitle || '';
  return `${issuer}카드 ${pays.cardNumber ?? ''}`.trim();
}

export type ProductLine = {
  id: number;
  prodId: number;
  title: string;
  colour: string | null;
  image: string | null;
  isPackage: boolean;
  serial: string | null;
  children: ProductLine[];
};

export function colourOf(po: ProdOrderer): string | null {
  return (
    po.prod_orderer_prod_opts.find((o) => o.prod_opt.type === PROD_OPT_TYPE.COLOR)?.prod_opt.title ?? null
  );
}

function toLine(po: ProdOrderer, addOnIds: ReadonlySet<number>): ProductLine {
  return {
    id: po.id,
    prodId: po.prod.id,
    title: po.prod.title,
    colour: colourOf(po),
    image: po.prod.atts[0]?.urls.prodConn ?? null,
    isPackage: po.prod.type_conn === TYPE_CONN.PACKAGE,
    serial: po.prodStock?.sn ?? null,
    children: po.children.filter((child) => !addOnIds.has(child.prod.id)).map((c) => toLine(c, addOnIds)),
  };
}

/**
 * The rental's products: top-level ones (a package with its parts as children). A paid add-on with its own
 * unit is a child too; given the rental's add-ons, those are left to the add-on list (with their fee).
 */
export function productLines(
  prodOrderers: readonly ProdOrderer[],
  addOns: readonly Pick<RentalAddOn, 'prod_id'>[] = [],
): ProductLine[] {
  const addOnIds = new Set(addOns.map((a) => a.prod_id));
  return prodOrderers.filter((po) => po.parent_id === null).map((po) => toLine(po, addOnIds));
}

/** The colour shown on a list entry: the first product's, else its first part's. */
export function firstColour(prodOrderers: readonly ProdOrderer[]): string | null {
  const [first] = productLines(prodOrderers);
  if (!first) return null;
  return first.colour ?? first.children.find((c) => c.colour)?.colour ?? null;
}

export type OverdueRow = { id: number; label: string; cost: number; dueAt: string; round: number };
export type OverdueView = {
  rows: OverdueRow[];
  total: number;
  interest: number;
  toPay: number;
  days: number;
};

/**
 * The overdue section: unpaid rounds (and a termination's penalty or a loss charge), their total, the 1% interest, what
 * the retry will charge (the same settlement the server makes) and the days since the first unpaid one.
 */
export function overdueView(
  subsc: Pick<Subsc, 'record_subscs_unpaid' | 'record_subscs_unpaid_days'>,
): OverdueView {
  const records = subsc.record_subscs_unpaid;
  // The server's retry charges exactly this (unpaid-settlement.ts uses the same rule on the same records).
  const settlement = unpaidSettlement(records);
  return {
    rows: records.map((r) => ({
      id: r.id,
      label: recordTitle(r),
      cost: r.cost,
      dueAt: r.due_at,
      round: r.kind === 'round' ? r.round : FINAL_ROUND,
    })),
    total: settlement.principal,
    interest: settlement.interest,
    toPay: settlement.total,
    // Counted by the server on its clock: a phone set to the wrong day must not change it.
    days: subsc.record_subscs_unpaid_days,
  };
}

/**
 * The penalty a termination recorded: once completed, the one charged (the formula on the actual pickup
 * day, written with `completed_at`); before that, the estimate kept when it was asked for; or null. A rental
 * lost while its termination was under way owes no penalty (its charge is a 분실 변상금): null.
 */
export function recordedPenalty(
  cancel: Record<string, unknown> | null | undefined,
  state: number,
): number | null {
  if (state === SUBSC_STATE.CANCEL_LOSS) return null;
  const amount = cancel?.completed_at ? cancel.penalty : cancel?.total;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : null;
}
