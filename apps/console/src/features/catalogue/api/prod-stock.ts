import type {
  AdminColour,
  AdminColourBody,
  AdminUnit,
  AdminUnitRetireBody,
  AdminUnitsAddBody,
  AdminUnitsQuery,
} from '@shop/domain/api/admin/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData, getPage, send } from '../../../shared/api';
import { useWrite } from '../../../shared/use-invalidate';
import { catalogueKeys } from './catalogue-keys';

/** GET /catalogue/prods/{id}/colours: colours with their units counted. */
export const getColours = (id: number) => getData<AdminColour[]>(`/catalogue/prods/${id}/colours`);
export const coloursQueryOptions = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.colours(id), queryFn: () => getColours(id) });
export const useColours = (id: number) => useQuery(coloursQueryOptions(id));

export type UnitsFilter = Pick<AdminUnitsQuery, 'filter' | 'page'> &
  Partial<Pick<AdminUnitsQuery, 'prod_opt_id' | 'q'>>;

/** GET /catalogue/prods/{id}/units: a page of units with their state. */
export const getUnits = (id: number, filter: UnitsFilter) =>
  getPage<AdminUnit>(`/catalogue/prods/${id}/units`, { ...filter, per_page: 50 });
export const unitsQueryOptions = (id: number, filter: UnitsFilter) =>
  queryOptions({
    queryKey: catalogueKeys.units(id, filter),
    queryFn: () => getUnits(id, filter),
    placeholderData: keepPreviousData,
  });
export const useUnits = (id: number, filter: UnitsFilter) => useQuery(unitsQueryOptions(id, filter));

/** Stock moved: the colour counts, the unit list and the list's stock column. */
const stockChanged = (id: number) => [
  catalogueKeys.colours(id),
  catalogueKeys.units(id),
  catalogueKeys.prodLists(),
];

/** POST /catalogue/prods/{id}/colours or PATCH /catalogue/colours/{optId}. */
export function useSaveColour(id: number) {
  return useWrite(
    ({ optId, body }: { optId: number | null; body: AdminColourBody }) =>
      optId === null
        ? send<AdminColour>('POST', `/catalogue/prods/${id}/colours`, body)
        : send<AdminColour>('PATCH', `/catalogue/colours/${optId}`, body),
    stockChanged(id),
  );
}

/** DELETE /catalogue/colours/{optId}: a colour no unit or order ever had. */
export function useDeleteColour(id: number) {
  return useWrite((optId: number) => send<true>('DELETE', `/catalogue/colours/${optId}`), stockChanged(id));
}

/** POST /catalogue/prods/{id}/units: serial numbers, one a line. */
export function useAddUnits(id: number) {
  return useWrite(
    (body: AdminUnitsAddBody) =>
      send<{ added: number; serials: string[] }>('POST', `/catalogue/prods/${id}/units`, body),
    stockChanged(id),
  );
}

/** POST /catalogue/units/{unitId}/retire. */
export function useRetireUnit(id: number) {
  return useWrite(
    ({ unitId, body }: { unitId: number; body: AdminUnitRetireBody }) =>
      send<true>('POST', `/catalogue/units/${unitId}/retire`, body),
    stockChanged(id),
  );
}
