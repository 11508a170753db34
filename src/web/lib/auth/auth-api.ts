import type { MeResponse, ResetLinkDto } from '#shared/dto.ts';
import type { ForgotPasswordInput, SignInInput, SignUpRequest } from '#shared/auth/auth.ts';
import { api, paths } from '../../config/paths.ts';
import { apiFetch } from '../api-client.ts';

export const meQueryKey = ['me'] as const;

export const fetchMe = () => apiFetch<MeResponse>(api.me);

export const signInRequest = (input: SignInInput) =>
  apiFetch<unknown>(api.signIn, { method: 'POST', body: { ...input, rememberMe: true } });

export const signUpRequest = (input: SignUpRequest) =>
  apiFetch<unknown>(api.signUp, {
    method: 'POST',
    body: {
      ...input,
      name: `${input.firstName} ${input.lastName}`,
      // Where the link in the verification e-mail lands after confirming.
      callbackURL: `${paths.auth}?verified=1`,
    },
  });

export const signOutRequest = () => apiFetch<unknown>(api.signOut, { method: 'POST', body: {} });

export const requestPasswordReset = ({ email }: ForgotPasswordInput) =>
  apiFetch<unknown>(api.requestPasswordReset, {
    method: 'POST',
    body: { email, redirectTo: paths.resetPassword },
  });

export const checkResetLink = (token: string) => apiFetch<ResetLinkDto>(api.resetLink(token));

export const resetPasswordRequest = (token: string, newPassword: string) =>
  apiFetch<unknown>(api.resetPassword, { method: 'POST', body: { token, newPassword } });
