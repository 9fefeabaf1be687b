import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { classNames } from './classNames';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the view's main action; secondary: a quieter one; danger: Disconnect. */
  readonly variant?: 'primary' | 'secondary' | 'danger' | 'link';
  readonly fullWidth?: boolean;
}

/** A text button. Its visible text is its accessible name. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', fullWidth = false, className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={classNames(
        'portico-btn',
        `portico-btn--${variant}`,
        fullWidth && 'portico-btn--full',
        className,
      )}
      {...rest}
    />
  );
});
