export type TypedOption = { id: number; type: number; selected?: boolean };

/** Cart items start with the first option of each type selected (storefront-and-account.md section 3). */
export function selectFirstOfEachType<T extends TypedOption>(options: readonly T[]): T[] {
  const seen = new Set<number>();
  return options.map((option) => {
    const first = !seen.has(option.type);
    seen.add(option.type);
    return { ...option, selected: first };
  });
}

/** Selects `id` among the options of its type; the other types keep their selection (all, with no id). */
export function selectOption<T extends TypedOption>(
  options: readonly T[],
  id: number | null | undefined,
): T[] {
  const chosen = options.find((option) => option.id === id);
  if (!chosen) return options.map((option) => ({ ...option }));
  return options.map((option) =>
    option.type === chosen.type ? { ...option, selected: option.id === id } : { ...option },
  );
}
