import { SUBSC_STATE } from '../codes/subsc-state';
import { SUBSC_STATE_REQ } from '../codes/subsc-state-req';
import { moverOf, type Transition } from '../machine/transition';
import {
  CANCEL_IN_PROGRESS_REQS,
  mayCancelOrder,
  mayTerminate,
  TERMINATION_NOT_ALLOWED_MESSAGE,
} from './gates';

/** Unpaid records (rounds or a penalty) that send a rental to collection (추심해지). */
export const COLLECTION_UNPAID_RECORDS = 3;

export const ORDER_CANCEL_NOT_ALLOWED_MESSAGE =
  '주문을 취소할 수 없습니다. 이미 설치가 완료되었거나 취소된 주문입니다.';

/** What a rental's moves depend on, read from its row and its records. */
export type RentalFacts = {
  state: number;
  state_req: number;
  /** Unpaid records: rounds and a final penalty. */
  unpaidCount: number;
  /** Monthly rounds billed so far (paid, unpaid or being charged), the first one included. */
  billedRounds: number;
  /** The term in months: as many rounds as months. */
  duration: number;
  /** A rental-take (인수형) rental: the product becomes the customer's at the end of the term. */
  rentalTake: boolean;
};

export type RentalStates = { state: number; state_req: number };

const S = SUBSC_STATE;
const R = SUBSC_STATE_REQ;

type RentalTransition = Transition<RentalFacts, RentalStates>;

const to = (state: number, state_req: number) => (): RentalStates => ({ state, state_req });
const is = (f: RentalFacts, state: number, ...reqs: number[]) =>
  f.state === state && reqs.includes(f.state_req);
/** Installed and running normally (no termination or end-of-term step under way). */
const running = (f: RentalFacts) =>
  (f.state === S.ENABLE || f.state === S.PAUSE) && f.state_req === R.SET_COMPLETE;
const termBilled = (f: RentalFacts) => running(f) && f.billedRounds >= f.duration;
/**
 * The return pickup's step `req` of a rental whose units come back without a termination: one whose term
 * ended (TERMINATE) or one sent to collection (CANCEL_COLLECT, whose units the shop still fetches).
 */
const returning = (f: RentalFacts, req: number) =>
  (f.state === S.TERMINATE || f.state === S.CANCEL_COLLECT) && f.state_req === req;
/** The next step of the return pickup; the rental keeps its state (ended, or in collection). */
const toReturnStep = (state_req: number) => (f: RentalFacts) => ({ state: f.state, state_req });
/** A rental in collection whose units are not fetched yet: no pickup, or one booked or on its way. */
const UNITS_OUT_IN_COLLECTION: readonly number[] = [R.CANCEL_COMPLETE, R.UNSET_ASSIGN, R.UNSET_PROGRESS];
const collectedUnitsOut = (f: RentalFacts) =>
  f.state === S.CANCEL_COLLECT && UNITS_OUT_IN_COLLECTION.includes(f.state_req);

/**
 * Every move of a rental (rental-lifecycle.md section 4 states; the moves between them are ours, see
 * docs/decisions/013-rental-lifecycle-engine.md). Customer calls, the engine's jobs and the console all
 * go through these.
 */
export const RENTAL_TRANSITIONS = {
  // The order, from the paid checkout to the installation.
  assignInstaller: {
    name: 'assignInstaller',
    label: '설치 기사 배정',
    actors: ['staff'],
    allowed: (f) => is(f, S.INIT_APPLY, R.INIT_APPLY_INIT),
    refusal: '설치 기사를 배정할 수 없는 주문입니다.',
    next: to(S.INIT_APPLY, R.SET_ASSIGN),
  },
  shipForInstall: {
    name: 'shipForInstall',
    label: '설치 배송 출발',
    actors: ['staff'],
    allowed: (f) => is(f, S.INIT_APPLY, R.SET_ASSIGN),
    refusal: '배송을 시작할 수 없는 주문입니다.',
    next: to(S.INIT_APPLY, R.SET_PROGRESS),
  },
  completeInstall: {
    name: 'completeInstall',
    label: '설치 완료',
    actors: ['staff'],
    allowed: (f) => is(f, S.INIT_APPLY, R.SET_ASSIGN, R.SET_PROGRESS),
    refusal: '설치를 완료할 수 없는 주문입니다.',
    next: to(S.ENABLE, R.SET_COMPLETE),
  },
  cancelOrder: {
    name: 'cancelOrder',
    label: '주문 취소',
    actors: ['customer', 'staff'],
    allowed: (f) => mayCancelOrder(f),
    refusal: ORDER_CANCEL_NOT_ALLOWED_MESSAGE,
    next: to(S.INIT_CANCEL, R.INIT_CANCEL),
  },
  rejectOrder: {
    name: 'rejectOrder',
    label: '주문 반려',
    actors: ['staff'],
    allowed: (f) => is(f, S.INIT_APPLY, R.INIT_APPLY_INIT, R.SET_ASSIGN),
    refusal: '반려할 수 없는 주문입니다.',
    next: to(S.INIT_REJECT, R.INIT_REJECT),
  },
  failOrderPayment: {
    name: 'failOrderPayment',
    label: '결제 오류로 주문 실패',
    actors: ['engine', 'staff'],
    allowed: (f) => is(f, S.INIT_APPLY, R.INIT_APPLY_INIT, R.SET_ASSIGN),
    refusal: '결제 오류로 처리할 수 없는 주문입니다.',
    next: to(S.INIT_FAIL, R.INIT_APPLY_ERR_PAY),
  },
  voidOrder: {
    name: 'voidOrder',
    label: '주문 무효 처리',
    actors: ['staff'],
    allowed: (f) => f.state === S.INIT_APPLY,
    refusal: '시작 전인 주문만 무효 처리할 수 있습니다.',
    next: to(S.ABNORMAL, R.INIT_CANCEL),
  },

  // Termination asked by the customer, carried out by staff; the engine charges the final penalty.
  requestTermination: {
    name: 'requestTermination',
    label: '해지 요청',
    actors: ['customer', 'staff'],
    allowed: (f) => mayTerminate(f),
    refusal: TERMINATION_NOT_ALLOWED_MESSAGE,
    next: to(S.ENABLE, R.CANCEL),
  },
  withdrawTermination: {
    name: 'withdrawTermination',
    label: '해지 요청 철회',
    actors: ['staff'],
    allowed: (f) => is(f, S.ENABLE, R.CANCEL, R.CANCEL_ASSIGN),
    refusal: '회수가 시작되어 해지 요청을 철회할 수 없습니다.',
    next: to(S.ENABLE, R.SET_COMPLETE),
  },
  assignPickup: {
    name: 'assignPickup',
    label: '회수 기사 배정',
    actors: ['staff'],
    allowed: (f) => is(f, S.ENABLE, R.CANCEL),
    refusal: '회수 기사를 배정할 수 없는 렌탈입니다.',
    next: to(S.ENABLE, R.CANCEL_ASSIGN),
  },
  startPickup: {
    name: 'startPickup',
    label: '회수 출발',
    actors: ['staff'],
    allowed: (f) => is(f, S.ENABLE, R.CANCEL_ASSIGN),
    refusal: '회수를 시작할 수 없는 렌탈입니다.',
    next: to(S.ENABLE, R.CANCEL_PROGRESS),
  },
  receivePickup: {
    name: 'receivePickup',
    label: '회수 완료, 제품 점검',
    actors: ['staff'],
    allowed: (f) => is(f, S.ENABLE, R.CANCEL_PROGRESS),
    refusal: '회수 중인 렌탈이 아닙니다.',
    next: to(S.ENABLE, R.CANCEL_CHECK),
  },
  completeTermination: {
    name: 'completeTermination',
    label: '해지 완료',
    actors: ['staff'],
    allowed: (f) => is(f, S.ENABLE, R.CANCEL_CHECK),
    refusal: '점검이 끝나지 않아 해지를 완료할 수 없습니다.',
    next: to(S.CANCEL, R.CANCEL_COMPLETE),
  },

  // Money: the engine pauses after its last automatic retry, resumes once everything is paid, and hands
  // a rental three records behind to collection.
  pauseForUnpaid: {
    name: 'pauseForUnpaid',
    label: '미납으로 일시 중지',
    actors: ['engine', 'staff'],
    allowed: (f) => is(f, S.ENABLE, R.SET_COMPLETE) && f.unpaidCount > 0,
    refusal: '미납이 없는 렌탈은 일시 중지할 수 없습니다.',
    next: to(S.PAUSE, R.SET_COMPLETE),
  },
  resumeAfterPayment: {
    name: 'resumeAfterPayment',
    label: '미납 완납, 렌탈 재개',
    actors: ['customer', 'engine', 'staff'],
    allowed: (f) => f.state === S.PAUSE && f.unpaidCount === 0,
    refusal: '미납 금액을 모두 결제해야 렌탈이 재개됩니다.',
    next: (f) => ({ state: S.ENABLE, state_req: f.state_req }),
  },
  sendToCollection: {
    name: 'sendToCollection',
    label: '3회 이상 미납, 채권추심 이관',
    actors: ['engine', 'staff'],
    allowed: (f) => running(f) && f.unpaidCount >= COLLECTION_UNPAID_RECORDS,
    refusal: `${COLLECTION_UNPAID_RECORDS}회 이상 미납된 렌탈만 추심으로 넘길 수 있습니다.`,
    next: to(S.CANCEL_COLLECT, R.CANCEL_COMPLETE),
  },
  markLost: {
    name: 'markLost',
    label: '분실 해지',
    actors: ['staff'],
    // A rental in collection too: the shop writes off units it cannot fetch (decision 031).
    allowed: (f) =>
      ((f.state === S.ENABLE || f.state === S.PAUSE) &&
        (f.state_req === R.SET_COMPLETE || CANCEL_IN_PROGRESS_REQS.includes(f.state_req))) ||
      collectedUnitsOut(f),
    refusal: '사용 중이거나 추심 중인 렌탈만 분실 처리할 수 있습니다.',
    next: to(S.CANCEL_LOSS, R.CANCEL_COMPLETE),
  },

  // End of term: every round billed and the stop date reached.
  endTerm: {
    name: 'endTerm',
    label: '약정 기간 만료, 제품 회수 예정',
    actors: ['engine'],
    allowed: (f) => termBilled(f) && !f.rentalTake,
    refusal: '약정 기간이 끝나지 않았습니다.',
    next: to(S.TERMINATE, R.UNSET),
  },
  transferOwnership: {
    name: 'transferOwnership',
    label: '약정 기간 만료, 소유권 이전',
    actors: ['engine'],
    allowed: (f) => termBilled(f) && f.rentalTake,
    refusal: '인수형 렌탈의 약정 기간이 끝나지 않았습니다.',
    next: to(S.TERMINATE, R.TERMINATE),
  },
  // The same pickup fetches the units of a rental sent to collection (decision 031), so its steps are named
  // for the pickup (회수), not for the end of term's return (반납).
  assignReturn: {
    name: 'assignReturn',
    label: '회수 기사 배정',
    actors: ['staff'],
    allowed: (f) => is(f, S.TERMINATE, R.UNSET) || is(f, S.CANCEL_COLLECT, R.CANCEL_COMPLETE),
    refusal: '회수를 배정할 수 없는 렌탈입니다.',
    next: toReturnStep(R.UNSET_ASSIGN),
  },
  startReturn: {
    name: 'startReturn',
    label: '회수 출발',
    actors: ['staff'],
    allowed: (f) => returning(f, R.UNSET_ASSIGN),
    refusal: '회수를 시작할 수 없는 렌탈입니다.',
    next: toReturnStep(R.UNSET_PROGRESS),
  },
  receiveReturn: {
    name: 'receiveReturn',
    label: '회수 입고, 제품 점검',
    actors: ['staff'],
    allowed: (f) => returning(f, R.UNSET_PROGRESS),
    refusal: '회수 중인 렌탈이 아닙니다.',
    next: toReturnStep(R.UNSET_CHECK),
  },
  completeReturn: {
    name: 'completeReturn',
    label: '회수 완료',
    actors: ['staff'],
    allowed: (f) => returning(f, R.UNSET_CHECK),
    refusal: '점검이 끝나지 않아 회수를 완료할 수 없습니다.',
    next: toReturnStep(R.UNSET_COMPLETE),
  },
} as const satisfies Record<string, RentalTransition>;

export type RentalTransitionName = keyof typeof RENTAL_TRANSITIONS;

/** Applies one named move of a rental for an actor: its next states and history note, or the refusal. */
export const moveRental = moverOf(RENTAL_TRANSITIONS);
