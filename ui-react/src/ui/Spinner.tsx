import { classNames } from './classNames';

/** A decorative spinner; the text next to it (in an aria-live region) says what is waited for. */
export function Spinner({ size = 'medium' }: { readonly size?: 'small' | 'medium' | 'large' }) {
  return (
    <span
      className={classNames('portico-spinner', `portico-spinner--${size}`)}
      aria-hidden="true"
    />
  );
}
