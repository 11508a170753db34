import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translator } from '#shared/i18n/translate.ts';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { TranslatorProvider } from '../lib/i18n.tsx';

export function AppProviders({
  queryClient,
  translator,
  offered,
  children,
}: {
  queryClient: QueryClient;
  translator: Translator;
  /** The languages the site offers: the language switch links to the others. */
  offered: readonly Locale[];
  children: ReactNode;
}) {
  return (
    <TranslatorProvider translator={translator} offered={offered}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </TranslatorProvider>
  );
}
