import { ChevronDown } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isActivePath, mainNavigation, type NavItem } from '../../content/navigation.ts';
import { useLanguage } from '../../lib/language.tsx';
import { useDismiss } from '../../lib/use-dismiss.ts';

function navClass(active: boolean, highlight?: boolean) {
  return ['nav-link', active ? 'is-active' : '', highlight ? 'btn btn-primary btn-sm nav-cta' : ''].filter(Boolean).join(' ');
}

function Dropdown({ item, label, active }: { item: NavItem; label: string; active: boolean }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);
  const menuId = `menu-${item.href.replace(/\W+/g, '')}`;

  return (
    <li className={`nav-item nav-item--dropdown${open ? ' is-open' : ''}`} ref={root}>
      <Link href={item.href} className={navClass(active)} aria-current={active ? 'page' : undefined}>
        {label}
      </Link>
      <button
        type="button"
        className="nav-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Submenú de ${label}`}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      <ul id={menuId} className="dropdown nav-dropdown">
        {item.children!.map((child) => (
          <li key={child.href}>
            <Link href={child.href} className="dropdown__item dropdown__item--link" onClick={close}>
              <span>{child.label}</span>
              {child.description && <small>{child.description}</small>}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function DesktopNav() {
  const [pathname] = useLocation();
  const { t } = useLanguage();

  return (
    <nav className="desktop-nav" aria-label="Principal">
      <ul className="nav-list">
        {mainNavigation.map((item) => {
          const label = item.key ? t(item.key) : item.label;
          const active = isActivePath(item.href, pathname);
          if (item.children) return <Dropdown key={item.href} item={item} label={label} active={active} />;
          return (
            <li key={item.href} className="nav-item">
              <Link href={item.href} className={navClass(active, item.highlight)} aria-current={pathname === item.href ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
