/**
 * Entry of the chat window's own script (lazy-window.ts fetches it): hands ChatWindow to the
 * bundle that asked for it, with its CSS. Built by vite.widgets.config.ts (chatWindowConfig).
 */
import type { ChatWindowHandover } from './lazy-window.ts';
import { ChatWindow } from './ChatWindow.tsx';
import styles from './chat.css?inline';

(window as unknown as Record<symbol, ChatWindowHandover | undefined>)[Symbol.for('ia-widgets.chat-window')]?.ready(ChatWindow, styles);
