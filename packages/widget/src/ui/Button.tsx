import type { ButtonHTMLAttributes } from 'react';
import { buttonPart } from './parts.ts';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** Busy buttons stay focusable but ignore clicks and say so to assistive technology. */
  busy?: boolean;
}

export function Button({ variant = 'primary', busy = false, type = 'button', onClick, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className="tk-button"
      part={buttonPart(variant)}
      data-variant={variant}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? (e) => e.preventDefault() : onClick}
    />
  );
}
