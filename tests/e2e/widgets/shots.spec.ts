import { test, waitForWidgets } from './fixtures.ts';
for (const [w, h, dark] of [[320, 640, false], [1280, 720, false], [1280, 720, true]] as const) {
  test(`shot ${w} ${dark}`, async ({ page, openHost }) => {
    await page.setViewportSize({ width: w, height: h });
    await openHost({ clock: true, attributes: { theme: dark ? 'dark' : 'light' } });
    await waitForWidgets(page);
    await page.clock.runFor(5000);
    await page.getByRole('button', { name: 'Escríbenos por WhatsApp' }).click();
    await page.screenshot({ path: `/tmp/shot-${w}-${dark}-a.png` });
    await page.getByRole('button', { name: 'Abrir el asistente' }).click();
    await page.getByRole('button', { name: 'Cambiar de asistente' }).click();
    await page.screenshot({ path: `/tmp/shot-${w}-${dark}-b.png` });
    await page.getByRole('button', { name: 'Personalizar' }).click();
    await page.screenshot({ path: `/tmp/shot-${w}-${dark}-c.png` });
  });
}
