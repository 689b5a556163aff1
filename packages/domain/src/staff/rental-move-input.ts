import { z } from 'zod';
import { repeatedSerials, repeatedSerialsMessage } from '../catalog/serials-admin';
import type { RentalTransitionName } from '../rental/rental-transitions';

/**
 * What staff fill in for each rental move in the console: the server validates the body with these, the
 * console draws the confirmation's fields from `RENTAL_MOVE_FORM`.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '날짜를 선택해 주세요.');
const note = z.string().trim().max(200, '메모는 200자 이내로 입력해 주세요.');
const requiredNote = z
  .string()
  .trim()
  .min(1, '사유를 입력해 주세요.')
  .max(200, '사유는 200자 이내로 입력해 주세요.');

export const installMoveSchema = z.object({
  installed_at: day,
  installer: z
    .string()
    .trim()
    .min(1, '설치 기사 이름을 입력해 주세요.')
    .max(30, '30자 이내로 입력해 주세요.'),
  /**
   * The serial numbers of the units set up at the customer's, each one a unit this rental holds, each once
   * (one serial names one box: a repeat is a typo, refused with the stock receipt's wording).
   */
  serials: z
    .array(z.string().trim().min(1).max(60))
    .min(1, '설치한 제품의 시리얼 번호를 입력해 주세요.')
    .max(20)
    .superRefine((serials, ctx) => {
      const repeated = repeatedSerials(serials);
      if (repeated.length > 0) ctx.addIssue({ code: 'custom', message: repeatedSerialsMessage(repeated) });
    }),
  note: note.optional(),
});

export const terminationMoveSchema = z.object({
  picked_up_at: day,
  inspection: z.enum(['ok', 'damaged'], { message: '점검 결과를 선택해 주세요.' }),
  note: note.optional(),
});

export const lostMoveSchema = z.object({
  /** The loss charge owed (the unit's value), whole won; 0 for none. */
  charge: z.number().int('원 단위로 입력해 주세요.').min(0).max(10_000_000, '1천만 원 이하로 입력해 주세요.'),
  note: requiredNote,
});

export const WORKER_REQUIRED_MESSAGE = '배정할 기사 이름을 입력해 주세요.';

/** Who goes: an installer or a pickup's driver is assigned by name, which the rental's history then shows. */
export const assignMoveSchema = z.object({
  // Left out, not a string or blank: the same sentence as the AS assignments give.
  worker: z
    .string({ error: WORKER_REQUIRED_MESSAGE })
    .trim()
    .min(1, WORKER_REQUIRED_MESSAGE)
    .max(30, '30자 이내로 입력해 주세요.'),
  note: note.optional(),
});

const WORKER_PREFIX = '기사 ';
const NOTE_SEPARATOR = ' · ';

/** The history's note of an assignment: the worker, then the staff's note if any. */
export const assignedNote = (input: { worker: string; note?: string | undefined }): string =>
  [`${WORKER_PREFIX}${input.worker}`, input.note ?? ''].filter(Boolean).join(NOTE_SEPARATOR);

/**
 * The worker an assignment names, read back from the history row the move wrote: its label, then its note in
 * brackets (설치 기사 배정 (기사 김설치 · 오전 방문)); null for a row of another move.
 */
export function assignedWorker(historyNote: string, label: string): string | null {
  const prefix = `${label} (${WORKER_PREFIX}`;
  if (!historyNote.startsWith(prefix)) return null;
  const [worker] = historyNote.slice(prefix.length, -1).split(NOTE_SEPARATOR);
  return worker!.trim() || null;
}

export const reasonMoveSchema = z.object({ note: requiredNote });
export const plainMoveSchema = z.object({ note: note.optional() });

export type RentalMoveForm = 'install' | 'assign' | 'termination' | 'lost' | 'reason' | 'plain';

const FORM_BY_MOVE: Partial<Record<RentalTransitionName, RentalMoveForm>> = {
  assignInstaller: 'assign',
  assignPickup: 'assign',
  assignReturn: 'assign',
  completeInstall: 'install',
  completeTermination: 'termination',
  markLost: 'lost',
  cancelOrder: 'reason',
  rejectOrder: 'reason',
  failOrderPayment: 'reason',
  voidOrder: 'reason',
  withdrawTermination: 'reason',
  sendToCollection: 'reason',
};

export const rentalMoveForm = (name: RentalTransitionName): RentalMoveForm => FORM_BY_MOVE[name] ?? 'plain';

export const RENTAL_MOVE_SCHEMAS = {
  install: installMoveSchema,
  assign: assignMoveSchema,
  termination: terminationMoveSchema,
  lost: lostMoveSchema,
  reason: reasonMoveSchema,
  plain: plainMoveSchema,
} as const;

/** The moves that end an order before its rental starts; each refunds what the order paid. */
export const ORDER_END_MOVES = ['cancelOrder', 'rejectOrder', 'failOrderPayment', 'voidOrder'] as const;

export const isOrderEndMove = (name: string): boolean =>
  (ORDER_END_MOVES as readonly string[]).includes(name);

/** Moves that end the order or the rental, or charge money: the console asks twice-careful wording. */
export const DANGEROUS_RENTAL_MOVES: readonly RentalTransitionName[] = [
  'cancelOrder',
  'rejectOrder',
  'failOrderPayment',
  'voidOrder',
  'completeTermination',
  'markLost',
  'sendToCollection',
];
