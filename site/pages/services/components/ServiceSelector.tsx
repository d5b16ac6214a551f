import type { ServiceOverview } from '../../../content/services.ts';
import { serviceIcons } from './service-icons.ts';

interface ServiceSelectorProps {
  services: readonly ServiceOverview[];
  selectedId: ServiceOverview['id'];
  onSelect: (id: ServiceOverview['id']) => void;
}

/** The six cards are toggle buttons: the pressed one drives the detail panel below. */
export function ServiceSelector({ services, selectedId, onSelect }: ServiceSelectorProps) {
  return (
    <ul className="service-selector" aria-label="Elige un servicio">
      {services.map((service) => {
        const Icon = serviceIcons[service.icon];
        const pressed = service.id === selectedId;
        return (
          <li key={service.id}>
            <button type="button" className="service-choice" aria-pressed={pressed} aria-controls="servicio-detalle" onClick={() => onSelect(service.id)}>
              <span className="icon-tile" aria-hidden="true">
                <Icon size={24} />
              </span>
              <span className="service-choice__title">{service.title}</span>
              <span className="service-choice__text">{service.description}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
