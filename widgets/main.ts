/** Side-effect entry of each widgets bundle with the chat or WhatsApp: the Preact dock (App.tsx). */
import { h, render } from 'preact';
import { App } from './App.tsx';
import { start } from './shell/start.ts';

start((context, shadow) => render(h(App, { context, shadow }), shadow));
