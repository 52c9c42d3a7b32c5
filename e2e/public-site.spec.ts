import type { Page } from '@playwright/test';
import { blogPosts } from '../apps/web/src/features/company/content/blog-posts';
import { sampleAnswers } from '../apps/web/src/features/marketing/components/sample-answers';
import { tipCategories } from '../apps/web/src/features/marketing/content/info-card-tips';
import { routeTitles } from '../apps/web/src/lib/route-titles';
import { COMPANY } from '../packages/contracts/src/company';
import { BillingCycle } from '../packages/contracts/src/enums';
import { noticeMessages } from '../packages/contracts/src/messages';
import { formatDollars, paidPlansFor, type TPlan, yearlyDisplay } from '../packages/contracts/src/plans';
import { blogPostPath, sitemapPaths } from '../packages/contracts/src/routes';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';

/** Pages that are mostly a form hold fewer words than a text page; every other page has at least 60. */
const minimumWords: Readonly<Record<string, number>> = { '/login': 10, '/register': 10, '/contact': 40 };

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const section = (page: Page, id: string) => page.locator(`section#${id}`);

/** Today as the privacy policy prints it, in the browser's time zone (Europe/Istanbul). */
function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

function todayInIstanbul(): string {
  return new Intl.DateTimeFormat('tr-TR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  }).format(new Date());
}

test.describe('landing page', () => {
  test('shows every section of the spec with its real content', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/home');
    await expect(h1(page, routeTitles['/home'])).toBeVisible();
    await expect(section(page, 'why').getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(section(page, 'how-it-works').getByRole('heading', { level: 3 })).toHaveCount(5);
    await expect(section(page, 'features').getByRole('heading', { level: 3 })).toHaveCount(6);
    const marketplaces = section(page, 'marketplaces');
    await expect(marketplaces.getByText('Trendyol', { exact: true })).toBeVisible();
    await expect(marketplaces.getByText('Yakında', { exact: true })).toBeVisible();
    await expect(marketplaces.getByText('Planlanıyor', { exact: true })).toBeVisible();
    await expect(section(page, 'pricing').getByRole('article')).toHaveCount(4);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Trendyol/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Cevapla/);
    expect(problems).toEqual([]);
  });

  test('the sample slider wraps around in both directions, by button and by arrow key', async ({ page }) => {
    await page.goto('/home');
    const slider = page.getByRole('region', { name: 'Örnek soru ve yanıtlar' });
    const first = defined(sampleAnswers[0]);
    const last = defined(sampleAnswers.at(-1));
    await expect(slider.getByText(first.question)).toBeVisible();

    await slider.getByRole('button', { name: 'Önceki örnek' }).click();
    await expect(slider.getByText(last.question)).toBeVisible();
    await expect(slider.getByText(first.question)).toHaveCount(0);

    await slider.getByRole('button', { name: 'Sonraki örnek' }).click();
    await expect(slider.getByText(first.question)).toBeVisible();
    for (const sample of sampleAnswers.slice(1)) {
      await slider.getByRole('button', { name: 'Sonraki örnek' }).click();
      await expect(slider.getByText(sample.question)).toBeVisible();
    }
    await slider.getByRole('button', { name: 'Sonraki örnek' }).click();
    await expect(slider.getByText(first.question)).toBeVisible();

    await slider.getByText(first.question).click();
    await page.keyboard.press('ArrowLeft');
    await expect(slider.getByText(last.question)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(slider.getByText(first.question)).toBeVisible();
  });

  test('the navbar scrolls to Özellikler and Fiyatlandırma and leads to the tips page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/home');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Fiyatlandırma' }).click();
    await expect(section(page, 'pricing').getByRole('heading', { level: 2 })).toBeInViewport();
    await header.getByRole('button', { name: 'Özellikler' }).click();
    await expect(section(page, 'features').getByRole('heading', { level: 2 })).toBeInViewport();
    await header.getByRole('link', { name: 'İpuçları' }).click();
    await expect(h1(page, routeTitles['/infocard'])).toBeVisible();
  });
});

test.describe('pricing', () => {
  for (const path of ['/home', '/paymentplan'] as const) {
    test(`${path}: the toggle switches the cards and every figure matches the seeded plans`, async ({
      page,
      request,
    }) => {
      const plans = (await (await request.get('/api/plans')).json()) as TPlan[];
      const trial = defined(plans.find((plan) => plan.price === 0));
      const yearly = paidPlansFor(plans, BillingCycle.Yearly);
      const monthly = paidPlansFor(plans, BillingCycle.Monthly);
      expect(yearly).toHaveLength(3);
      expect(monthly).toHaveLength(3);

      await page.goto(path);
      const cards = page.getByTestId('plan-cards');
      const trialCard = cards.getByRole('article', { name: trial.name });
      await expect(trialCard.getByTestId('plan-price')).toHaveText(formatDollars(0));
      await expect(trialCard.getByTestId('plan-period')).toHaveText(`/ ${trial.durationInDays} gün`);
      await expect(trialCard.getByTestId('plan-quota')).toHaveText(`${trial.questionCount} cevap hakkı`);

      // Yearly is the default: per-month figure, struck-through old price and the yearly total.
      await expect(page.getByRole('radio', { name: 'Yıllık · %25 tasarruf' })).toBeChecked();
      await expect(cards.getByRole('article')).toHaveCount(1 + yearly.length);
      for (const plan of yearly) {
        const card = cards.getByRole('article', { name: plan.name });
        const { monthlyEquivalent, struckThrough } = yearlyDisplay(plan.price);
        await expect(card.getByTestId('plan-price')).toHaveText(formatDollars(monthlyEquivalent));
        await expect(card.getByTestId('plan-old-price')).toHaveText(formatDollars(struckThrough));
        await expect(card.getByTestId('plan-yearly-total')).toContainText(formatDollars(plan.price));
        await expect(card.getByTestId('plan-quota')).toHaveText(
          `${plan.questionCount.toLocaleString('tr-TR')} cevap hakkı`,
        );
        await expect(card.getByTestId('plan-products')).toHaveText('Sınırsız ürün entegrasyonu');
        await expect(card.getByTestId('plan-stores')).toHaveText('1 mağaza entegrasyonu');
      }

      await page.getByText('Aylık', { exact: true }).click();
      await expect(page.getByRole('radio', { name: 'Aylık' })).toBeChecked();
      await expect(cards.getByTestId('plan-old-price')).toHaveCount(0);
      for (const plan of monthly) {
        const card = cards.getByRole('article', { name: plan.name });
        await expect(card.getByTestId('plan-price')).toHaveText(formatDollars(plan.price));
        await expect(card.getByTestId('plan-period')).toHaveText('/ ay');
        await expect(card.getByTestId('plan-quota')).toHaveText(
          `${plan.questionCount.toLocaleString('tr-TR')} cevap hakkı`,
        );
      }
    });
  }

  test('a plan button takes a signed-out visitor to sign in with the spec message', async ({ page }) => {
    await page.goto('/paymentplan');
    await page.getByRole('button', { name: 'Satın Al' }).first().click();
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fpaymentplan$/);
    await expect(page.getByText(noticeMessages.buyNeedsSignIn)).toBeVisible();
  });

  test('the toggle works by keyboard', async ({ page }) => {
    await page.goto('/paymentplan');
    await expect(page.getByTestId('plan-old-price')).toHaveCount(3);
    await page.getByRole('radio', { name: 'Yıllık · %25 tasarruf' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Aylık' })).toBeChecked();
    await expect(page.getByTestId('plan-old-price')).toHaveCount(0);
  });
});

test.describe('static pages', () => {
  test('privacy policy is dated today', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(h1(page, 'Gizlilik Politikası')).toBeVisible();
    await expect(page.getByText(`Son güncelleme: ${todayInIstanbul()}`)).toBeVisible();
  });

  test('privacy policy is dated by the visitor’s day, not the day it was prerendered, and hydrates cleanly', async ({
    page,
  }) => {
    // Past midnight in Istanbul, or any later day: the prerendered HTML holds another date.
    await page.clock.setFixedTime(new Date('2031-03-05T10:00:00+03:00'));
    const problems = watchConsole(page);
    await page.goto('/privacy-policy');
    await expect(page.getByText('Son güncelleme: 05.03.2031')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('cookie policy has the four cookie types and names the session cookie', async ({ page }) => {
    await page.goto('/cookie-policy');
    const table = page.getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(4);
    await expect(table).toContainText('cevapla_session');
  });

  test('terms of use has ten numbered clauses', async ({ page }) => {
    await page.goto('/terms-of-use');
    const clauses = page.getByRole('heading', { level: 2, name: /^\d+\. / });
    await expect(clauses).toHaveCount(10);
    await expect(clauses.last()).toHaveText(/^10\. /);
  });

  test('the tips page covers its eight categories', async ({ page }) => {
    await page.goto('/infocard');
    expect(tipCategories).toHaveLength(8);
    for (const category of tipCategories) {
      await expect(page.getByRole('heading', { level: 2, name: category.title })).toBeVisible();
    }
  });

  test('the blog lists four posts and each opens at /blog/<slug>', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('article')).toHaveCount(4);
    const post = defined(blogPosts[2]);
    await page.getByRole('link', { name: post.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${blogPostPath(post.slug)}$`));
    await expect(h1(page, post.title)).toBeVisible();
    await expect(page.getByRole('img', { name: post.image.alt })).toBeVisible();
    await expect(page).toHaveTitle(`${post.title} · Cevapla`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  test('an unknown blog post is a 404', async ({ page }) => {
    const response = await page.goto('/blog/boyle-bir-yazi-yok');
    expect(response?.status()).toBe(404);
    await expect(h1(page, 'Sayfa Bulunamadı')).toBeVisible();
  });

  test('the contact page gives the address, e-mail, hours and a map, whole without the internet', async ({
    page,
    baseURL,
  }) => {
    // Everything outside our own server is unreachable, as for a seller whose connection is cut off.
    await page.route('**/*', (route) =>
      route
        .request()
        .url()
        .startsWith(baseURL as string)
        ? route.continue()
        : route.abort('internetdisconnected'),
    );
    await page.goto('/contact');
    await expect(page.getByText(COMPANY.address)).toBeVisible();
    await expect(page.getByRole('link', { name: COMPANY.email })).toHaveAttribute('href', `mailto:${COMPANY.email}`);
    await expect(page.getByText('Pazartesi - Cumartesi 09:00-18:00, Pazar kapalı')).toBeVisible();
    await expect(page.getByRole('img', { name: /kroki/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Haritada aç/ })).toHaveAttribute('href', COMPANY.mapUrl);
    await expect(page.getByRole('form', { name: 'İletişim formu' })).toBeVisible();
  });

  test('the integrations page lists the three marketplaces with their status', async ({ page }) => {
    await page.goto('/integrations');
    for (const [name, status] of [
      ['Trendyol', 'Aktif'],
      ['Hepsiburada', 'Yakında'],
      ['N11', 'Planlanıyor'],
    ]) {
      const card = page.getByRole('article', { name });
      await expect(card).toContainText(status as string);
    }
  });

  for (const path of sitemapPaths) {
    test(`${path} arrives as HTML with its content, title and description, before any JavaScript`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      expect(html).toMatch(/<title>[^<]+ · Cevapla<\/title>|<title>Cevapla<\/title>/);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}" />`);
      expect(html).not.toContain('%PUBLIC_URL%');
    });

    test(`${path} has real content, its own title and description, and no third-party request`, async ({
      page,
      baseURL,
    }) => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(baseURL as string) && !request.url().startsWith('data:')) {
          foreign.push(request.url());
        }
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Parts that load their data (the plan cards) say so with aria-busy until it has arrived.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const main = page.getByRole('main');
      const text = await main.innerText();
      expect(text).not.toMatch(/lorem|ipsum|placeholder|yakında eklenecek|TODO/i);
      expect(text.split(/\s+/).length).toBeGreaterThan(minimumWords[path] ?? 60);
      await expect(page).toHaveTitle(/· Cevapla$|^Cevapla/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      expect(foreign).toEqual([]);
    });
  }
});

test.describe('no horizontal scrolling at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  for (const path of sitemapPaths) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
        wide: Array.from(document.querySelectorAll<HTMLElement>('body *'))
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .slice(0, 3)
          .map((element) => `${element.tagName}.${element.className}`),
      }));
      expect(overflow.scroll, overflow.wide.join(', ')).toBeLessThanOrEqual(overflow.client);
    });
  }
});
