import { useState } from 'react';
import { Link } from 'wouter';
import { company } from '../../content/company.ts';

const LOGO = '/images/logo.svg';
/** Spec: the logo falls back to another image when it fails to load. */
export const LOGO_FALLBACK = '/images/logo-fallback.png';

export function Logo() {
  const [src, setSrc] = useState(LOGO);
  return (
    <Link href="/" className="logo" aria-label={`${company.brand}, ir al inicio`}>
      <img
        src={src}
        alt=""
        width={36}
        height={36}
        onError={() => setSrc((current) => (current === LOGO_FALLBACK ? current : LOGO_FALLBACK))}
      />
      <span className="logo__text">
        IA <strong>Academy</strong>
      </span>
    </Link>
  );
}
