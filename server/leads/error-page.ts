import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { company, whatsappUrl } from '../../site/content/company.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The site's own stylesheets, read from the prerendered home page, so the page looks like the site. */
export function siteStylesheets(distDir: string): string[] {
  try {
    const html = readFileSync(join(distDir, 'site', 'index.html'), 'utf8');
    return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  } catch {
    return [];
  }
}

/** An external script (strict CSP) that turns "Volver al formulario" into history.back(). */
export const BACK_SCRIPT_PATH = '/api/leads/back.js';
export const BACK_SCRIPT =
  "document.querySelectorAll('[data-history-back]').forEach(function(link){link.addEventListener('click',function(event){if(history.length>1){event.preventDefault();history.back();}});});\n";

export interface ErrorPage {
  title: string;
  intro: string;
  problems?: string[];
  /** `history.back()` keeps what the visitor typed; a plain link is the no-JS equivalent. */
  backHref?: string;
}

/**
 * The answer to a form post without JavaScript that cannot be accepted: what went wrong, a way
 * back to the form, and the other ways to reach the team. No inline script or style (strict CSP).
 */
export function renderErrorPage(page: ErrorPage, stylesheets: string[]): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const problems = page.problems?.length ? `<ul>${page.problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul>` : '';
  const whatsapp = whatsappUrl('Hola, he intentado enviar un formulario de la web y no ha funcionado.');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(page.title)} · ${escapeHtml(company.brand)}</title>${links}</head>
<body><main class="container section"><div class="card">
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.intro)}</p>${problems}
<p><a class="btn btn-primary" data-history-back href="${escapeHtml(page.backHref ?? '/contacto')}">Volver al formulario</a></p>
<p>Usa el botón «Atrás» del navegador para recuperar lo que escribiste. También puedes escribirnos por
<a href="${escapeHtml(whatsapp)}">WhatsApp (${escapeHtml(company.whatsappDisplay)})</a>, por correo a
<a href="mailto:${escapeHtml(company.email)}">${escapeHtml(company.email)}</a> o llamarnos al
<a href="${escapeHtml(company.phoneHref)}">${escapeHtml(company.phone)}</a>.</p>
</div></main><script src="${BACK_SCRIPT_PATH}"></script></body></html>
`;
}
