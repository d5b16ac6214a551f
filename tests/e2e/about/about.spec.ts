import { expect, test } from '@playwright/test';
import { offices } from '../../../site/content/offices.ts';
import { partners } from '../../../site/content/partners.ts';
import { team } from '../../../site/content/team.ts';
import { timeline } from '../../../site/content/timeline.ts';
import { waitForHydration } from '../support.ts';

test.describe('about page /nosotros', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/nosotros');
    await waitForHydration(page);
  });

  test('shows mission, vision, the four values and the impact figures', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Nuestra misión' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nuestra visión' })).toBeVisible();
    for (const value of ['Excelencia técnica', 'Innovación constante', 'Orientación a resultados', 'Ética y responsabilidad']) {
      await expect(page.getByRole('heading', { name: value })).toBeVisible();
    }
    const impact = page.locator('.about-impact');
    for (const figure of ['+200', '+100 M€', '+10 años']) await expect(impact).toContainText(figure);
  });

  test('tells the timeline from 2015 to 2023', async ({ page }) => {
    await expect(page.locator('.about-timeline__year')).toHaveText(timeline.map((item) => String(item.year)));
    expect(timeline.map((item) => item.year)).toEqual([2015, 2017, 2018, 2019, 2021, 2023]);
  });

  test('presents six people with photo, role, bio and social links', async ({ page }) => {
    const members = page.locator('.about-member');
    await expect(members).toHaveCount(6);
    for (const [index, member] of team.entries()) {
      const card = members.nth(index);
      await card.scrollIntoViewIfNeeded();
      const photo = card.getByRole('img', { name: `Retrato ilustrado de ${member.name}` });
      await expect(photo).toHaveJSProperty('complete', true);
      expect(await photo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await expect(card).toContainText(member.role);
      await expect(card.getByRole('link', { name: `LinkedIn de ${member.name}`, exact: false })).toHaveAttribute('href', member.linkedIn);
      await expect(card.getByRole('link', { name: `X (Twitter) de ${member.name}`, exact: false })).toHaveAttribute('href', member.twitter);
    }
  });

  test('names the six technology platforms in text, with no imitation of their logos', async ({ page }) => {
    const items = page.locator('.about-partner');
    await expect(items).toHaveCount(partners.length);
    for (const [index, partner] of partners.entries()) await expect(items.nth(index)).toContainText(partner.name);
    await expect(page.locator('.about-partners img')).toHaveCount(0);
  });

  test('lists three offices with address, postcode, phone, email and a maps link in a new tab', async ({ page }) => {
    const cards = page.locator('.about-office');
    await expect(cards).toHaveCount(3);
    for (const [index, office] of offices.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading')).toHaveText(office.city);
      await expect(card).toContainText(office.address);
      await expect(card).toContainText(office.postal);
      await expect(card.getByRole('link', { name: office.phone })).toHaveAttribute('href', office.phoneHref);
      await expect(card.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
      const map = card.getByRole('link', { name: /Ver en el mapa/ });
      await expect(map).toHaveAttribute('target', '_blank');
      await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('calls to action lead to contact, services and job offers', async ({ page }) => {
    const cta = page.locator('.cta-band');
    await expect(cta.getByRole('link', { name: 'Contactar' })).toHaveAttribute('href', '/contacto');
    await expect(cta.getByRole('link', { name: 'Ver servicios' })).toHaveAttribute('href', '/servicios');
    await cta.getByRole('link', { name: 'Ver ofertas de empleo' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ofertas de empleo en IA Academy');
  });
});
