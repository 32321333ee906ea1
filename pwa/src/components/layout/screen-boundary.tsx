import { Component, Suspense, type ReactNode } from 'react';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { browser } from '@/lib/browser.ts';

type BoundaryProps = { children: ReactNode; resetKey: string };
type BoundaryState = { error: unknown; resetKey: string };

/**
 * A screen that fails to render (most often its code could not be downloaded: offline, or a
 * new version replaced the file) shows a message in the main area instead of taking the
 * whole app down; the chrome stays usable and another address clears it.
 */
class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A screen failed to render', error);
  }

  override render() {
    if (this.state.error) return <ErrorMessage error={this.state.error} onRetry={() => browser.reload()} />;
    return this.props.children;
  }
}

/** Where lazy screens render: a loading line until the first one's code is in, and errors kept to the screen. */
export function ScreenBoundary({ children, resetKey }: BoundaryProps) {
  return (
    <ScreenErrorBoundary resetKey={resetKey}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </ScreenErrorBoundary>
  );
}
