import type { StaffMe, StaffSession } from '@shop/domain/api/admin/staff';
import type { StaffPermission } from '@shop/domain/staff/staff-roles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { getData, SESSION_ENDED_EVENT, send, staffToken } from './api';

type SessionValue = {
  me: StaffMe | null;
  loading: boolean;
  signIn: (session: StaffSession) => void;
  signOut: () => Promise<void>;
  may: (permission: StaffPermission) => boolean;
};

const SessionContext = createContext<SessionValue | null>(null);

/** Who is signed in, read from the server (`auth/me`) whenever there is a token. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const hasToken = staffToken.get() !== null;
  const me = useQuery({
    queryKey: ['auth', 'me'],
    queryFn: () => getData<StaffMe>('/auth/me'),
    enabled: hasToken,
    retry: false,
    staleTime: 60_000,
  });

  useEffect(() => {
    const ended = () => {
      queryClient.clear();
      queryClient.setQueryData(['auth', 'me'], null);
    };
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, ended);
  }, [queryClient]);

  const signIn = useCallback(
    (session: StaffSession) => {
      staffToken.set(session.access_token);
      queryClient.setQueryData(['auth', 'me'], session.staff);
    },
    [queryClient],
  );
  const signOut = useCallback(async () => {
    try {
      await send('POST', '/auth/logout');
    } finally {
      staffToken.clear();
      queryClient.clear();
      queryClient.setQueryData(['auth', 'me'], null);
    }
  }, [queryClient]);

  const current = staffToken.get() ? (me.data ?? null) : null;
  const value = useMemo<SessionValue>(
    () => ({
      me: current,
      loading: hasToken && me.isPending,
      signIn,
      signOut,
      may: (permission) => current?.permissions.includes(permission) ?? false,
    }),
    [current, hasToken, me.isPending, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
