/** Side-effect entry of each widgets bundle with the chat or WhatsApp: the Preact dock (App.tsx). */
import { h, render } from 'preact';
import { App } from './App.tsx';
import { firstLauncher } from './chat/first-launcher.ts';
import { start } from './shell/start.ts';
import { HAS_CHAT } from './surfaces.ts';

start((context, shadow) => render(h(App, { context, shadow }), shadow), HAS_CHAT ? firstLauncher : undefined);
