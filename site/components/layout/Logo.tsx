import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { company } from '../../content/company.ts';

const LOGO = '/images/logo.svg';
/** Spec: the logo falls back to another image when it fails to load. */
export const LOGO_FALLBACK = '/images/logo-fallback.png';

export function Logo() {
  const [src, setSrc] = useState(LOGO);
  const image = useRef<HTMLImageElement>(null);
  const fallBack = () => setSrc(LOGO_FALLBACK);

  // The image may have failed before hydration, when React was not yet listening.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) fallBack();
  }, []);

  return (
    <Link href="/" className="logo" aria-label={`${company.brand}, ir al inicio`}>
      <img ref={image} src={src} alt="" width={36} height={36} onError={src === LOGO ? fallBack : undefined} />
      <span className="logo__text">
        IA <strong>Academy</strong>
      </span>
    </Link>
  );
}
