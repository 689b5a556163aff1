import { MORPH_TYPE } from '@shop/domain/codes/morph-type';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http';

export type ContractMode = 'showRead' | 'showDownload';

/** GET recordContracts/showRead|showDownload: a short-lived url of the rental's contract, or none. */
export async function getContractLink(subscId: number, mode: ContractMode): Promise<string | null> {
  const answer = await http.get<{ url?: string }>(`recordContracts/${mode}`, {
    query: { contractable_id: subscId, contractable_type: MORPH_TYPE.SUBSC },
  });
  return answer?.url || null;
}

// The url's token lives 10 minutes; read it again well before.
export const contractLinkQueryOptions = (subscId: number, mode: ContractMode) =>
  queryOptions({
    queryKey: ['recordContracts', mode, subscId] as const,
    queryFn: () => getContractLink(subscId, mode),
    staleTime: 5 * 60_000,
  });

export function useContractLink(subscId: number, mode: ContractMode, enabled: boolean) {
  return useQuery({ ...contractLinkQueryOptions(subscId, mode), enabled });
}
