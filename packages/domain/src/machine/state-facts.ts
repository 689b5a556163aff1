/** The facts of a machine whose moves depend on its one state alone (a charge, an owed record). */
export type StateFacts = { state: number };

/** A move's `next` that leads to `state`. */
export const toState = (state: number) => (): StateFacts => ({ state });
