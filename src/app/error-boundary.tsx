import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorMessage, ErrorMessageScreen } from './error-message-screen.tsx';

interface State {
  error: { value: unknown } | null;
}

/**
 * The error screen for a page rendered outside the router (the prerendered home page), as the
 * router's errorElement shows it for the other routes. React has no hook for this yet.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: { value: error } };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  render() {
    if (this.state.error) return <ErrorMessageScreen message={errorMessage(this.state.error.value)} />;
    return this.props.children;
  }
}
