/**
 * Issue 13, "bylines, cards, grids … consistent, no dead space": at 1280 px the things a row holds
 * line up, and a grid's last row never leaves an empty cell at one side.
 */
import { expect, test, type Locator } from '@playwright/test';
import { waitForHydration } from '../support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** The distinct top edges (rounded to the pixel) of the elements a locator finds. */
async function tops(locator: Locator): Promise<number[]> {
  const all = await locator.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top + window.scrollY)));
  return [...new Set(all)];
}

for (const [path, selector, count, width] of [
  ['/nosotros', '.about-impact__item dd', 4, 1280],
  ['/servicios', '.service-stat dd', 3, 768],
] as const) {
  test(`${path}: the ${count} figures of its figures band share one line at ${width} px, whatever their labels`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const figures = page.locator(selector);
    await expect(figures).toHaveCount(count);
    expect(await tops(figures)).toHaveLength(1);
  });
}

test('/: the three testimonials sign on one line, at the foot of their cards', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.testimonial figcaption')).toHaveCount(3);
  expect(await tops(page.locator('.testimonial figcaption'))).toHaveLength(1);
});

test('/cursos/fundamentos-ia: the testimonials of a row sign on one line', async ({ page }) => {
  await page.goto('/cursos/fundamentos-ia');
  const authors = page.locator('.course-testimonial__author');
  await expect(authors).toHaveCount(4);
  const rows = await authors.evaluateAll((elements) => {
    const byRow = new Map<number, number[]>();
    for (const element of elements) {
      const card = element.closest('li')!.getBoundingClientRect();
      byRow.set(Math.round(card.top), [...(byRow.get(Math.round(card.top)) ?? []), Math.round(element.getBoundingClientRect().top)]);
    }
    return [...byRow.values()];
  });
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows) expect(new Set(row).size).toBe(1);
});

test('/cursos: five courses read as a full row and a centred one, and the programmes price rows are level', async ({ page }) => {
  await page.goto('/cursos');
  await waitForHydration(page);
  const cards = page.locator('.course-grid > li');
  await expect(cards).toHaveCount(5);
  const boxes = await cards.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  const grid = (await page.locator('.course-grid').boundingBox())!;
  const lastRow = boxes.filter((box) => Math.round(box.top) === Math.round(boxes.at(-1)!.top));
  expect(lastRow.length).toBeLessThan(boxes.length);
  // The same space on both sides of the last row: centred, no empty cell on the right.
  const left = lastRow[0]!.left - grid.x;
  const right = grid.x + grid.width - lastRow.at(-1)!.right;
  expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
  expect(left).toBeGreaterThan(0);
  // One card width in every row.
  expect(new Set(boxes.map((box) => Math.round(box.width))).size).toBe(1);

  await expect(page.locator('.programme__footer')).toHaveCount(3);
  expect(await tops(page.locator('.programme__footer'))).toHaveLength(1);
  expect(await tops(page.locator('.programme__price'))).toHaveLength(1);
});

test('/servicios: the learning and the project services start on one line, each group under its heading', async ({ page }) => {
  await page.goto('/servicios');
  const groups = page.locator('.service-group');
  await expect(groups).toHaveCount(2);
  await expect(groups.getByRole('heading', { level: 3 })).toHaveText(['Aprender y enseñar IA', 'Proyectos para empresas']);
  expect(await tops(page.locator('.service-group .service-links'))).toHaveLength(1);
  // In a row of the project list, both links have the same height (no ragged column).
  const heights = await page
    .locator('.service-group--projects .service-link')
    .evaluateAll((links) => links.map((link) => [Math.round(link.getBoundingClientRect().top), Math.round(link.getBoundingClientRect().height)]));
  const byRow = new Map<number, Set<number>>();
  for (const [top, height] of heights) byRow.set(top!, (byRow.get(top!) ?? new Set()).add(height!));
  for (const row of byRow.values()) expect(row.size).toBe(1);
});
