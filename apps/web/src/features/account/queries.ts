import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMING, type LoginRequest } from '@lf/protocol';
import { useSession } from '../../state/session';
import {
  addFeedback,
  fetchTheme,
  fetchUserInfo,
  login,
  logout,
  queryUserConfig,
  saveUserConfig,
  showVcode,
  type UserConfigKey,
} from './api';

export const accountKeys = {
  theme: ['theme'] as const,
  userInfo: ['userInfo'] as const,
  userConfig: (key?: UserConfigKey) => ['userConfig', key ?? 'all'] as const,
};

/** Loaded on app start, before login too: the tab title and favicon come from it. */
export const themeQuery = {
  queryKey: accountKeys.theme,
  queryFn: () => fetchTheme({ quiet: true }),
  staleTime: Infinity,
};

export function useTheme() {
  return useQuery(themeQuery);
}

/** Keeps the logged-in user's info fresh (SPEC §9: every 1,000,000 ms). */
export function useUserInfoRefresh(): void {
  const user = useSession((state) => state.user);
  const setUser = useSession((state) => state.setUser);
  const query = useQuery({
    queryKey: accountKeys.userInfo,
    queryFn: () => fetchUserInfo(),
    enabled: user !== null,
    refetchInterval: TIMING.userInfoRefreshMs,
    staleTime: TIMING.userInfoRefreshMs,
  });
  useEffect(() => {
    if (query.data) setUser(query.data);
  }, [query.data, setUser]);
}

export function useLogin() {
  const queryClient = useQueryClient();
  const setUser = useSession((state) => state.setUser);
  return useMutation({
    mutationFn: (request: LoginRequest) => login(request),
    onSuccess: (user) => {
      queryClient.setQueryData(accountKeys.userInfo, user);
      setUser(user);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const clear = useSession((state) => state.clear);
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clear();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'theme' });
    },
  });
}

export function useShowVcode() {
  return useMutation({ mutationFn: (loginname?: string) => showVcode(loginname) });
}

export function useUserConfig(key?: UserConfigKey) {
  const user = useSession((state) => state.user);
  return useQuery({
    queryKey: accountKeys.userConfig(key),
    queryFn: () => queryUserConfig(key),
    enabled: user !== null,
  });
}

export function useSaveUserConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: UserConfigKey; value: string }) =>
      saveUserConfig(key, value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['userConfig'] }),
  });
}

export function useAddFeedback() {
  return useMutation({ mutationFn: addFeedback });
}
