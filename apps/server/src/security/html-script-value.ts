/** A value safe to put inside an inline <script>: JSON with `<` escaped, so no `</script>` can break out. */
export const scriptValue = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
