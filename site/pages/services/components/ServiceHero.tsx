import type { ServiceDetail } from '../../../content/services.ts';
import { VAT_NOTE } from '../../../domain/format.ts';
import { CatalogueImg } from '../../../components/CatalogueImg.tsx';
import { DetailHero } from '../../../components/DetailHero.tsx';
import { serviceIcons } from './service-icons.ts';

export function ServiceHero({ service }: { service: ServiceDetail }) {
  const Icon = serviceIcons[service.icon];
  return (
    <DetailHero
      block="service-hero"
      parent={{ label: 'Servicios', href: '/servicios' }}
      title={service.title}
      description={service.description}
      kicker={
        <div className="service-hero__tags">
          <span className="icon-tile" aria-hidden="true">
            <Icon size={22} />
          </span>
          {service.badge && <span className="badge">{service.badge}</span>}
        </div>
      }
      media={<CatalogueImg image={service.image} sizes="(min-width: 960px) 540px, calc(100vw - 48px)" className="service-hero__image" priority />}
    >
      <p className="service-hero__price">{service.price}</p>
      <p className="service-hero__vat">{VAT_NOTE}</p>
    </DetailHero>
  );
}
