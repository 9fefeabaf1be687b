import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { classNames } from './classNames';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name: an icon button shows no text. */
  readonly label: string;
  readonly icon: ReactNode;
}

/** A square button with only an icon; `label` names it for assistive technology. */
export function IconButton({ label, icon, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={classNames('portico-icon-btn', className)}
      {...rest}
    >
      {icon}
    </button>
  );
}
