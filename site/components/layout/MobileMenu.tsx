import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isActivePath, mainNavigation, type NavItem } from '../../content/navigation.ts';
import { useLanguage } from '../../lib/language.tsx';

function Group({ item, label, pathname }: { item: NavItem; label: string; pathname: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = `mobile-group-${item.href.replace(/\W+/g, '')}`;
  const links = (
    <ul id={id} className="mobile-menu__sublist" hidden={item.collapsibleOnMobile ? !expanded : undefined}>
      {item.children!.map((child) => (
        <li key={child.href}>
          <Link href={child.href} className="mobile-menu__sublink">
            {child.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <li className="mobile-menu__group">
      {item.collapsibleOnMobile ? (
        <button
          type="button"
          className={`mobile-menu__link mobile-menu__group-toggle${isActivePath(item.href, pathname) ? ' is-active' : ''}`}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {label}
          <ChevronDown size={18} aria-hidden="true" />
        </button>
      ) : (
        <span className="mobile-menu__heading">{label}</span>
      )}
      {links}
    </li>
  );
}

/** The phone menu; the header unmounts it on every route change, which closes it. */
export function MobileMenu({ id }: { id: string }) {
  const [pathname] = useLocation();
  const { t } = useLanguage();
  return (
    <nav id={id} className="mobile-menu" aria-label="Menú móvil">
      <ul>
        {mainNavigation.map((item) => {
          const label = item.key ? t(item.key) : item.label;
          if (item.children) return <Group key={item.href} item={item} label={label} pathname={pathname} />;
          const active = isActivePath(item.href, pathname);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                className={item.highlight ? 'btn btn-primary btn-block' : `mobile-menu__link${active ? ' is-active' : ''}`}
                aria-current={pathname === item.href ? 'page' : undefined}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
