import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a page whose code loads on demand and that the page can do without (a play button,
 * the cart button, a dialog). When its code cannot load — offline with the chunk never cached, or
 * a deploy replaced it — or it throws, the page still renders, without the part, instead of the
 * route's error page; the part tries again when the browser is back online.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onFailure?: (error: unknown) => void,
): ComponentType<P> {
  const loadLazily = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          // React keeps a failed lazy component failed: the next attempt gets a new one.
          Loaded = loadLazily();
          throw error;
        },
      ),
    );
  let Loaded = loadLazily();

  function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    return (
      <PartBoundary key={attempt} onFailure={onFailure} onRetry={() => setAttempt(attempt + 1)}>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </PartBoundary>
    );
  }
  return LazyPart;
}

type BoundaryProps = {
  children: ReactNode;
  onFailure: ((error: unknown) => void) | undefined;
  onRetry: () => void;
};

class PartBoundary extends Component<BoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A part of the page could not be shown', error);
    this.props.onFailure?.(error);
    window.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => this.props.onRetry();

  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}
