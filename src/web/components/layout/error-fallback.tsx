import { AlertTriangle } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';

export function ErrorCard({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16" role="alert">
      <Card>
        <AlertTriangle aria-hidden className="text-danger mb-3 size-10" />
        <h1 className="text-3xl">Something went wrong</h1>
        <p className="mt-3 mb-6">{message || 'An unexpected error occurred'}</p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={onRetry ?? (() => window.location.reload())}>Try Again</Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Reload Page
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
