/** The few line icons the widgets draw (paths from Lucide, ISC licence), decorative only. */
import { h, type ComponentChildren } from 'preact';
import type { PersonaId } from './config.ts';

function Icon({ children, size = 20 }: { children: ComponentChildren; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      class="line"
    >
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

export const ChatIcon = () => (
  <Icon size={26}>
    <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />
  </Icon>
);

/** WhatsApp's glyph, filled. */
export const WhatsAppIcon = ({ size = 28 }: { size?: number }) => (
  <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" fill="currentColor">
    <path d="M17.5 14.4c-.3-.1-1.8-.9-2-1-.3-.1-.5-.1-.7.1-.2.3-.81-.9 1.2-.2.2-.3.2-.6.1-.3-.1-1.3-.5-2.4-1.5-.9-.8-1.5-1.8-1.6-2.1-.2-.3-0-.5.1-.6.1-.1.3-.3.5-.5.1-.2.2-.3.3-.5.1-.2.1-.4-0-.5-.1-.1-.7-1.6-.9-2.2-.2-.6-.5-.5-.7-.5h-.6c-.2 0-.5.1-.8.4-.3.3-1 1-1 2.5 0 1.5 1.1 2.9 1.2 3.1.1.2 2.1 3.2 5.1 4.5.7.3 1.3.5 1.7.6.7.2 1.4.2 1.9.1.6-.1 1.8-.7 2-1.4.2-.7.2-1.3.2-1.4-.1-.1-.3-.2-.6-.3M12.1 21.8h-0a9.9 9.9 0 0 1-5-1.4l-.4-.2-3.71 1-3.6-.2-.4a9.9 9.9 0 0 1-1.5-5.3c0-5.5 4.4-9.9 9.9-9.9a9.8 9.8 0 0 1 7 2.9 9.8 9.8 0 0 1 2.9 7c0 5.5-4.4 9.9-9.9 9.9m8.4-18.3A11.8 11.8 0 0 0 12.1 0C5.5 0 .2 5.3.2 11.9c0 2.1.6 4.1 1.6 6L.1 24l6.3-1.6a11.9 11.9 0 0 0 5.7 1.4h0c6.5 0 11.9-5.3 11.9-11.9 0-3.2-1.2-6.2-3.5-8.4" />
  </svg>
);
