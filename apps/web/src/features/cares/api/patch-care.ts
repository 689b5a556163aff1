import { http } from '../../../shared/http/http';

/** PATCH cares/{id} {state}: true when the move went through (cancel, paying step, visit date). */
export async function patchCare(careId: number, state: number): Promise<boolean> {
  return (await http.patch<boolean>(`cares/${careId}`, { state })) === true;
}
