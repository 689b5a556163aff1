import type { StaffMe, StaffSession } from '@shop/domain/api/admin/staff';
import type { StaffPermission } from '@shop/domain/staff/staff-roles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { getData, SESSION_ENDED_EVENT, send, staffToken } from './api';

type SessionValue = {
  me: StaffMe | null;
  loading: boolean;
  /** The server ended the session (expired, signed out elsewhere, member disabled): the sign-in screen says so. */
  ended: boolean;
  signIn: (session: StaffSession) => void;
  signOut: () => Promise<void>;
  may: (permission: StaffPermission) => boolean;
};

const SessionContext = createContext<SessionValue | null>(null);

/**
 * Who is signed in, read from the server (`auth/me`) whenever there is a token. Being signed in is React state:
 * the API client's session-ended event turns it off, so every screen re-renders signed out (the shell sends
 * the member to the sign-in screen) even while a query, `auth/me` included, was waiting on the refused request.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [signedIn, setSignedIn] = useState(() => staffToken.get() !== null);
  const [ended, setEnded] = useState(false);
  const me = useQuery({
    queryKey: ['auth', 'me'],
    queryFn: () => getData<StaffMe>('/auth/me'),
    enabled: signedIn,
    retry: false,
    staleTime: 60_000,
  });

  useEffect(() => {
    const onEnded = () => {
      setSignedIn(false);
      setEnded(true);
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, []);

  // Signed out: the member's data goes once the screens that showed it are gone (after the render above).
  useEffect(() => {
    if (!signedIn) queryClient.removeQueries();
  }, [signedIn, queryClient]);

  const signIn = useCallback(
    (session: StaffSession) => {
      staffToken.set(session.access_token);
      queryClient.setQueryData(['auth', 'me'], session.staff);
      setEnded(false);
      setSignedIn(true);
    },
    [queryClient],
  );
  const signOut = useCallback(async () => {
    try {
      await send('POST', '/auth/logout');
    } finally {
      staffToken.clear();
      setSignedIn(false);
    }
  }, []);

  const current = signedIn ? (me.data ?? null) : null;
  const value = useMemo<SessionValue>(
    () => ({
      me: current,
      loading: signedIn && me.isPending,
      ended,
      signIn,
      signOut,
      may: (permission) => current?.permissions.includes(permission) ?? false,
    }),
    [current, signedIn, me.isPending, ended, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
