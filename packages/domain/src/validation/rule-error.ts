/** The first failed rule of a form: the field to focus (null for the whole form) and the Korean message. */
export type RuleError<F extends string> = { field: F | null; message: string };
