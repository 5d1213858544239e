import { Alert } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  /** Changes with the card's props: a value that broke the card is retried once edited. */
  resetKey: string;
  children: ReactNode;
}

/** A class component cannot use hooks: its notice is a function component. */
function CannotDraw() {
  const translate = useTranslate();
  return <Alert severity="warning">{translate('preview.cannotDraw')}</Alert>;
}

/**
 * The card is the site's code, run on values mid-edit: if it throws, the preview says so
 * and the form stays usable, instead of the error taking the whole edit screen down.
 */
export class CardErrorBoundary extends Component<Props, { failedKey: string | null }> {
  state = { failedKey: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedKey: string | null }> {
    return { failedKey: '' };
  }

  componentDidCatch(error: unknown): void {
    console.warn(`The guest card could not draw these values: ${String(error)}`);
    this.setState({ failedKey: this.props.resetKey });
  }

  render() {
    const { failedKey } = this.state;
    if (failedKey !== null && (failedKey === '' || failedKey === this.props.resetKey)) {
      return <CannotDraw />;
    }
    return this.props.children;
  }
}
