import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './classNames';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  readonly as?: 'p' | 'span' | 'h2' | 'h3' | 'div';
  readonly variant?: 'title' | 'heading' | 'body' | 'small' | 'muted' | 'error';
  readonly children?: ReactNode;
}

/** Text in one of the modal's type styles. Untrusted names go in as children: plain text. */
export function Text({ as: Tag = 'p', variant = 'body', className, ...rest }: TextProps) {
  return (
    <Tag className={classNames('portico-text', `portico-text--${variant}`, className)} {...rest} />
  );
}
