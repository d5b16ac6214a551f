/** The few line icons the widgets draw (paths from Lucide, ISC licence), decorative only. */
import { h, type ComponentChildren } from 'preact';
import type { PersonaId } from './config.ts';

function Icon({ children, size = 20 }: { children: ComponentChildren; size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" class="line">
      {children}
    </svg>
  );
}

export const BotIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M12 8V4H8" />
    <rect width="16" height="12" x="4" y="8" rx="2" />
    <path d="M2 14h2M20 14h2M15 13v2M9 13v2" />
  </Icon>
);

export const CapIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0zM22 10v6M6 12.5V16a6 3 0 0 0 12 0v-3.5" />
  </Icon>
);

export const CogIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M11 10.27 7 3.34m4 10.39-4 6.93M12 22v-2m0-18v2m2 8h8m-5 8.66-1-1.73m1-15.59-1 1.73M2 12h2m16.66 5-1.73-1m1.73-9-1.73 1M3.34 17l1.73-1M3.34 7l1.73 1" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="12" cy="12" r="8" />
  </Icon>
);

export const personaIcons: Record<PersonaId, typeof BotIcon> = { general: BotIcon, courses: CapIcon, technical: CogIcon };

export const CloseIcon = () => (
  <Icon size={18}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);

export const ChevronIcon = ({ up }: { up: boolean }) => (
  <Icon size={18}>
    <path d={up ? 'm18 15-6-6-6 6' : 'm6 9 6 6 6-6'} />
  </Icon>
);

export const SwapIcon = () => (
  <Icon size={18}>
    <path d="M8 3 4 7l4 4M4 7h16m-4 14 4-4-4-4m4 4H4" />
  </Icon>
);

export const SendIcon = () => (
  <Icon size={18}>
    <path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11zm7.318-19.539-10.94 10.939" />
  </Icon>
);

/** WhatsApp's mark, drawn from Lucide's speech bubble and phone. */
export const WhatsAppIcon = ({ size = 28 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />
    <path
      transform="translate(7 7) scale(.42)"
      stroke-width="4.5"
      d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384"
    />
  </Icon>
);
