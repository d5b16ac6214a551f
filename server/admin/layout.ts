import { html, type Html } from './html.ts';

export const ADMIN_PATH = '/admin';
export const STYLESHEET_PATH = `${ADMIN_PATH}/admin.css`;

export const PANELS = [
  { path: ADMIN_PATH, label: 'Leads' },
  { path: `${ADMIN_PATH}/conversiones`, label: 'Conversiones' },
  { path: `${ADMIN_PATH}/trafico`, label: 'Tráfico' },
  { path: `${ADMIN_PATH}/asistente`, label: 'Asistente' },
  { path: `${ADMIN_PATH}/socios`, label: 'Socios' },
] as const;

export interface PageOptions {
  title: string;
  /** Path of the current panel, for the navigation's aria-current. */
  current?: string;
  /** Present when signed in: the navigation and the logout form need it. */
  session?: { member: string; csrf: string };
}

/** The whole document: Spanish, noindex, one external stylesheet, no script at all. */
export function page(options: PageOptions, body: Html): string {
  const nav = options.session
    ? html`<header class="top">
        <p class="brand">IA Academy · Panel del equipo</p>
        <nav aria-label="Secciones del panel">
          <ul>
            ${PANELS.map((panel) => html`<li><a href="${panel.path}"${panel.path === options.current ? html` aria-current="page"` : ''}>${panel.label}</a></li>`)}
          </ul>
        </nav>
        <form method="post" action="${ADMIN_PATH}/logout" class="logout">
          <input type="hidden" name="_csrf" value="${options.session.csrf}">
          <span>${options.session.member}</span>
          <button type="submit">Cerrar sesión</button>
        </form>
      </header>`
    : '';
  return `<!doctype html>${html`<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="color-scheme" content="light dark">
<title>${options.title} · Panel · IA Academy</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
${nav}
<main id="contenido">
${body}
</main>
</body>
</html>
`}`;
}
