/** Who asks for a move: the customer in the app, staff in the console, or the engine's scheduled jobs. */
export type Actor = 'customer' | 'staff' | 'engine';

export const NOT_YOUR_MOVE_MESSAGE = '이 단계는 진행할 수 없습니다.';

/**
 * One named move of a state machine: who may ask for it, when it is allowed (`allowed`, over the facts
 * the caller read), the Korean refusal otherwise, and the state it leads to. `label` is what the history
 * row and the console's button say.
 */
export type Transition<F, N> = {
  readonly name: string;
  readonly label: string;
  readonly actors: readonly Actor[];
  readonly allowed: (facts: F) => boolean;
  readonly refusal: string;
  readonly next: (facts: F) => N;
};

export type Outcome<N> = { ok: true; next: N; note: string } | { ok: false; message: string };

/** Applies a move to the facts: the next state and its history note, or the refusal. Pure. */
export function attempt<F, N>(transition: Transition<F, N>, facts: F, actor: Actor): Outcome<N> {
  if (!transition.actors.includes(actor)) return { ok: false, message: NOT_YOUR_MOVE_MESSAGE };
  if (!transition.allowed(facts)) return { ok: false, message: transition.refusal };
  return { ok: true, next: transition.next(facts), note: transition.label };
}

/** A machine's one entry point: applies a move of its table, by name, for an actor. */
export function moverOf<F, N, K extends string>(transitions: Record<K, Transition<F, N>>) {
  return (name: K, facts: F, actor: Actor): Outcome<N> => attempt(transitions[name], facts, actor);
}

/** The moves an actor may make now: the console shows one button for each. */
export function availableMoves<F, N, K extends string>(
  transitions: Record<K, Transition<F, N>>,
  facts: F,
  actor: Actor,
): K[] {
  return (Object.keys(transitions) as K[]).filter((name) => attempt(transitions[name], facts, actor).ok);
}
