import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Translator } from '#shared/i18n/translate.ts';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { TranslatorProvider } from '../lib/i18n.tsx';

export function AppProviders({
  queryClient,
  translator,
  children,
}: {
  queryClient: QueryClient;
  translator: Translator;
  children: ReactNode;
}) {
  return (
    <TranslatorProvider translator={translator}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </TranslatorProvider>
  );
}
