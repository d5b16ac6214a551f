import { expect, type Page, type Route } from '@playwright/test';

/** Every URL the page requests (navigations, fetches, assets), to prove nothing personal is in one. */
export function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** None of the visitor's answers appears in any URL, raw or URL-encoded. */
export function expectNoneInUrls(urls: string[], values: string[]) {
  const forms = values.flatMap((value) => [value, encodeURIComponent(value), encodeURIComponent(value).replace(/%20/g, '+')]);
  const leaks = urls.filter((url) => forms.some((value) => url.includes(value) || decodeURIComponent(url).includes(value)));
  expect(leaks).toEqual([]);
}

/** Holds every POST /api/leads until `release()`: the form's "sending" state can be looked at. */
export async function holdLeads(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const bodies: Array<Record<string, unknown>> = [];
  await page.route('**/api/leads', async (route: Route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    await released;
    await route.continue();
  });
  return { release, bodies };
}

/** Answers POST /api/leads with `status` (and a JSON body), as a broken or busy server would. */
export async function answerLeads(page: Page, status: number, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const bodies: Array<Record<string, unknown>> = [];
  await page.route('**/api/leads', (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    return route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(body) });
  });
  return bodies;
}

/** The three other ways to reach the team a failed form offers. */
export async function expectFallback(page: Page, scope: ReturnType<Page['locator']>) {
  const alert = scope.getByRole('alert');
  await expect(alert).toContainText('No hemos podido enviar tu solicitud');
  await expect(alert).toContainText('Lo que has escrito sigue aquí');
  await expect(alert.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/34610123456\?text=/);
  await expect(alert.getByRole('link', { name: 'hola@iaacademy.es' })).toHaveAttribute('href', 'mailto:hola@iaacademy.es');
  await expect(alert.getByRole('link', { name: '+34 910 123 456' })).toHaveAttribute('href', 'tel:+34910123456');
  await expect(alert).toBeFocused();
}
