import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { CurrentUser } from '#shared/dto.ts';
import type { Role } from '#shared/roles.ts';
import {
  canActAsOrganizationAdmin,
  canActAsPatient,
  canActAsProvider,
  isOrganizationAdmin,
  isPatient,
  isProvider,
  isSuperAdmin,
} from '#shared/roles.ts';
import type { ForgotPasswordInput, SignInInput, SignUpRequest } from '#shared/auth/auth.ts';
import {
  fetchMe,
  meQueryKey,
  requestPasswordReset,
  resetPasswordRequest,
  signInRequest,
  signOutRequest,
  signUpRequest,
} from './auth-api.ts';
import { runSignOutTasks } from '../sign-out-tasks.ts';

type AuthContextValue = {
  user: CurrentUser | null;
  userRole: Role | null;
  /** True until the first session check ends, and while signing in, up or out. */
  loading: boolean;
  /** True only until the first session check answers (a sign-in in progress is `loading`, not this). */
  initializing: boolean;
  signIn(input: SignInInput): Promise<CurrentUser | null>;
  signUp(input: SignUpRequest): Promise<void>;
  signOut(): Promise<void>;
  resetPassword(input: ForgotPasswordInput): Promise<void>;
  updatePassword(token: string, password: string): Promise<void>;
  isPatient: boolean;
  isProvider: boolean;
  isOrganizationAdmin: boolean;
  isSuperAdmin: boolean;
  isAdmin: boolean;
  canActAsProvider: boolean;
  canActAsPatient: boolean;
  canActAsOrganizationAdmin: boolean;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 60_000, retry: 1 });
  const [busy, setBusy] = useState(false);
  const user = me.data?.user ?? null;
  const role = user?.role ?? null;

  const withBusy = useCallback(async <T,>(fn: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await fn();
    } finally {
      setBusy(false);
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      userRole: role,
      loading: me.isPending || busy,
      initializing: me.isPending,
      signIn: (input) =>
        withBusy(async () => {
          await signInRequest(input);
          const fresh = await queryClient.fetchQuery({
            queryKey: meQueryKey,
            queryFn: fetchMe,
            staleTime: 0,
          });
          return fresh.user;
        }),
      signUp: (input) => withBusy(() => signUpRequest(input).then(() => undefined)),
      signOut: () =>
        withBusy(async () => {
          try {
            await runSignOutTasks();
            await signOutRequest();
          } finally {
            // Whatever happened, forget everything this browser knew about the user.
            queryClient.clear();
            queryClient.setQueryData(meQueryKey, { user: null });
          }
        }),
      resetPassword: (input) => requestPasswordReset(input).then(() => undefined),
      updatePassword: (token, password) => resetPasswordRequest(token, password).then(() => undefined),
      isPatient: isPatient(role),
      isProvider: isProvider(role),
      isOrganizationAdmin: isOrganizationAdmin(role),
      isSuperAdmin: isSuperAdmin(role),
      isAdmin: isSuperAdmin(role),
      canActAsProvider: canActAsProvider(role),
      canActAsPatient: canActAsPatient(role),
      canActAsOrganizationAdmin: canActAsOrganizationAdmin(role),
    }),
    [user, role, me.isPending, busy, withBusy, queryClient],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
