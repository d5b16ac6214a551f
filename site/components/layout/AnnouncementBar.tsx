import { Sparkles, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { STORAGE_KEYS, storage } from '../../lib/storage.ts';

/**
 * The GPT-4 course announcement. Once dismissed it stays hidden: /theme-init.js adds
 * `announcement-dismissed` to <html> before first paint, so a returning visitor sees no flash.
 */
export function AnnouncementBar() {
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (storage.get(STORAGE_KEYS.announcement) === '1') setDismissed(true);
  }, []);

  if (dismissed) return null;

  return (
    <div className="announcement" role="region" aria-label="Anuncio">
      <div className="container announcement__inner">
        <Sparkles size={16} aria-hidden="true" className="announcement__icon" />
        <p>
          <strong>Nuevo curso:</strong> Implementación de <span className="announcement__name">GPT-4</span> en la empresa. <span>¡Plazas limitadas!</span>{' '}
          <Link href="/cursos/implementacion-gpt4" className="announcement__link">
            Reserva tu plaza
          </Link>
        </p>
        <button
          type="button"
          className="announcement__close"
          aria-label="Cerrar anuncio"
          onClick={() => {
            storage.set(STORAGE_KEYS.announcement, '1');
            document.documentElement.classList.add('announcement-dismissed');
            setDismissed(true);
          }}
        >
          <X size={16} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
