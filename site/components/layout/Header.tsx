import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { DesktopNav } from './DesktopNav.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

/**
 * Spec section 2: the header shrinks its padding after more than 10 px of scroll. Only the bar
 * inside shrinks; the sticky box keeps one height, so the page below never moves (no flicker
 * from scroll anchoring near the threshold).
 */
export const HEADER_SHRINK_THRESHOLD = 10;

export function Header() {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [pathname] = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SHRINK_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={`site-header${scrolled ? ' is-scrolled' : ''}`} data-testid="site-header">
      <div className="site-header__bar">
        <div className="container site-header__inner">
          <Logo />
          <DesktopNav />
          <div className="site-header__tools">
            <LanguageSwitcher />
            <ThemeToggle />
            <button
              type="button"
              className="icon-btn menu-button"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
            </button>
          </div>
        </div>
        {menuOpen && <MobileMenu id="mobile-menu" />}
      </div>
    </header>
  );
}
