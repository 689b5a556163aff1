/** What the verification page posts back (section 7: fields name and phoneNo), with our verif_id. */
export type VerificationMessage = { name: string; phoneNo: string; verif_id: string };

/** Reads a window message from the verification page; anything else is null. */
export function parseVerificationMessage(data: unknown): VerificationMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Record<string, unknown>;
  if (
    typeof value.verif_id !== 'string' ||
    typeof value.phoneNo !== 'string' ||
    typeof value.name !== 'string'
  )
    return null;
  return { name: value.name, phoneNo: value.phoneNo, verif_id: value.verif_id };
}
