import { Component, type ReactNode } from 'react';
import { MESSAGES } from '@portico/core';
import { Text } from '../ui/Text';

interface Props {
  /** A new key (the view's name) gives the next view a fresh start. */
  readonly children: ReactNode;
}

/**
 * Catches what a view throws while rendering (or while its code loads), shows 'An error
 * occurred' in its place and keeps the modal usable: the header still goes back and closes.
 */
export class ViewErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <div className="portico-view portico-view--center" role="alert">
          <Text variant="error">{MESSAGES.anErrorOccurred}</Text>
        </div>
      );
    }
    return this.props.children;
  }
}
