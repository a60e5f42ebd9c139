import { Component, type ReactNode } from 'react';

interface IslandErrorBoundaryProps {
  /** The island's markup as the page had it before React took it over. */
  prerendered: string;
  children: ReactNode;
}

/**
 * Keeps an island that throws as the page showed it: its prerendered markup stays in place
 * instead of the island disappearing. The error itself is reported by the root (hydrate-islands.tsx).
 */
export class IslandErrorBoundary extends Component<IslandErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    // the same markup React rendered at build time; display: contents keeps the layout its own
    return <div className="contents" dangerouslySetInnerHTML={{ __html: this.props.prerendered }} />;
  }
}
