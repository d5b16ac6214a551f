import { expect, test } from '@playwright/test';
import { featuredCourses } from '../../../site/content/home.ts';
import { waitForHydration } from '../support.ts';

test.describe("the home's featured programmes", () => {
  for (const programme of featuredCourses) {
    test(`'Ver detalles' of ${programme.title} lands where that programme is explained`, async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const card = page.locator('.featured-course', { hasText: programme.title });
      await card.getByRole('link', { name: /Ver detalles/ }).click();
      await expect(page).toHaveURL(new RegExp(`/cursos#${programme.id}$`));
      const explained = page.locator(`#${programme.id}`);
      await expect(explained).toBeInViewport();
      await expect(explained.getByRole('heading')).toHaveText(programme.title);
      await expect(explained).toContainText(`${programme.price}€`);
      await expect(explained).toContainText(programme.explanation);
    });
  }
});
