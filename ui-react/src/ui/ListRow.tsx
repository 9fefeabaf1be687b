import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { classNames } from './classNames';

export interface ListRowProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  readonly media?: ReactNode;
  /** The row's main text (plain text for untrusted names). */
  readonly label: ReactNode;
  /** A short tag on the right ("Installed", "Recent"). */
  readonly tag?: string;
  /** Shown after the label in a quieter style. */
  readonly detail?: ReactNode;
  readonly trailing?: ReactNode;
}

/**
 * One clickable row of a list (a wallet, a network). Its accessible name is its visible text
 * (label, then tag), so voice control finds it by what it shows.
 */
export const ListRow = forwardRef<HTMLButtonElement, ListRowProps>(function ListRow(
  { media, label, tag, detail, trailing, className, type = 'button', ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={classNames('portico-row', className)} {...rest}>
      {media && <span className="portico-row__media">{media}</span>}
      <span className="portico-row__label">
        <span className="portico-row__name">{label}</span>
        {detail && <span className="portico-row__detail">{detail}</span>}
      </span>
      {tag && <span className="portico-tag">{tag}</span>}
      {trailing}
    </button>
  );
});
