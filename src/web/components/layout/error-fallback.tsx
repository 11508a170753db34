import { AlertTriangle } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { DEFAULT_LOCALE, inLocale } from '#shared/i18n/locales.ts';
import { pageLocale, useOptionalT } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { ERROR_KEYS, ERROR_WORDS, type ErrorWords } from './error-words.ts';

/**
 * The card's words: the translator's where there is one; otherwise (the app failed as it started)
 * those of the page's language, `<html lang>`.
 */
function useErrorWords(): ErrorWords {
  const t = useOptionalT();
  if (t) {
    return {
      title: t(ERROR_KEYS.title),
      unexpected: t(ERROR_KEYS.unexpected),
      retry: t(ERROR_KEYS.retry),
      reload: t(ERROR_KEYS.reload),
    };
  }
  return inLocale(ERROR_WORDS, typeof document === 'undefined' ? DEFAULT_LOCALE : pageLocale());
}

export function ErrorCard({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const words = useErrorWords();
  return (
    <div className="mx-auto max-w-xl px-4 py-16" role="alert">
      <Card>
        <AlertTriangle aria-hidden className="text-danger mb-3 size-10" />
        <h1 className="text-3xl">{words.title}</h1>
        <p className="mt-3 mb-6">{message || words.unexpected}</p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={onRetry ?? (() => window.location.reload())}>{words.retry}</Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {words.reload}
          </Button>
        </div>
      </Card>
    </div>
  );
}

/** Catches render errors below it and shows the error card instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  render() {
    if (this.state.error)
      return <ErrorCard message={this.state.error.message} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

/** The router's error element (loader failures, failed lazy chunks). */
export function RouteErrorFallback() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return <ErrorCard message={message} />;
}
