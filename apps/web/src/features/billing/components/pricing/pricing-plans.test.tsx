import { BillingCycle } from '@cevapla/contracts/enums';
import { allowanceTexts, noticeMessages } from '@cevapla/contracts/messages';
import { formatDollars, type TPlan, yearlyDisplay } from '@cevapla/contracts/plans';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSeller } from '../../../../../test/fixtures';
import { jsonResponse, renderApp } from '../../../../../test/render-app';

let nextId = 1;
function aPlan(overrides: Partial<TPlan>): TPlan {
  return {
    id: nextId++,
    name: 'Plan',
    price: 10,
    oldPrice: null,
    durationInDays: 30,
    questionCount: 100,
    billingCycle: BillingCycle.Monthly,
    totalPrice: 12,
    isActive: true,
    ...overrides,
  };
}

const trial = aPlan({ name: 'Ücretsiz Deneme', price: 0, totalPrice: 0, durationInDays: 14, questionCount: 50 });
const monthly = [
  aPlan({ name: 'Küçük', price: 19, questionCount: 500 }),
  aPlan({ name: 'Orta', price: 49, questionCount: 2000 }),
];
const yearly = [
  aPlan({ name: 'Küçük', price: 171, durationInDays: 365, questionCount: 6000, billingCycle: BillingCycle.Yearly }),
  aPlan({ name: 'Orta', price: 441.3, durationInDays: 365, questionCount: 24000, billingCycle: BillingCycle.Yearly }),
];
const hidden = [
  aPlan({ name: 'Emekli Plan', price: 99, isActive: false }),
  aPlan({ name: 'Emekli Yıllık', price: 891, isActive: false, billingCycle: BillingCycle.Yearly }),
  aPlan({ name: 'Bedava Yıllık', price: 0, billingCycle: BillingCycle.Yearly }),
];
const catalogue = [trial, ...monthly, ...yearly, ...hidden];

function renderPricing(options: { me?: ReturnType<typeof aSeller> } = {}) {
  return renderApp('/paymentplan', { ...options, api: { 'GET /api/plans': () => jsonResponse(catalogue) } });
}

const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
const figure = (card: HTMLElement, testId: string) => within(card).getByTestId(testId).textContent;

describe('pricing plans', () => {
  it('starts on yearly and shows each yearly plan per month against its struck-through price', async () => {
    renderPricing();
    await screen.findByRole('article', { name: 'Küçük' });
    expect(screen.getByRole('radio', { name: 'Yıllık · %25 tasarruf' })).toBeChecked();

    for (const plan of yearly) {
      const card = screen.getByRole('article', { name: plan.name });
      const { monthlyEquivalent, struckThrough } = yearlyDisplay(plan.price);
      expect(figure(card, 'plan-price')).toBe(formatDollars(monthlyEquivalent));
      expect(figure(card, 'plan-period')).toBe('/ ay');
      expect(figure(card, 'plan-old-price')).toBe(formatDollars(struckThrough));
      expect(figure(card, 'plan-yearly-total')).toContain(formatDollars(plan.price));
      expect(within(card).getByText('Sınırsız ürün entegrasyonu')).toBeInTheDocument();
      expect(within(card).getByText('1 mağaza entegrasyonu')).toBeInTheDocument();
    }
    expect(figure(screen.getByRole('article', { name: 'Orta' }), 'plan-quota')).toBe('24.000 cevap hakkı');
  });

  it('shows the free trial with its price, length and quota', async () => {
    renderPricing();
    const card = await screen.findByRole('article', { name: trial.name });
    expect(figure(card, 'plan-price')).toBe(formatDollars(0));
    expect(figure(card, 'plan-period')).toBe('/ 14 gün');
    expect(figure(card, 'plan-quota')).toBe('50 cevap hakkı');
    expect(figure(card, 'plan-held')).toBe(allowanceTexts.planCard);
  });

  it('switches to the monthly plans and never shows inactive or free plans as paid cards', async () => {
    renderPricing();
    await screen.findByRole('article', { name: 'Küçük' });
    expect(cardNames()).toEqual([trial.name, ...yearly.map((plan) => plan.name)]);

    await userEvent.click(screen.getByRole('radio', { name: 'Aylık' }));
    await waitFor(() => expect(figure(screen.getByRole('article', { name: 'Küçük' }), 'plan-price')).toBe('$19.0'));
    expect(cardNames()).toEqual([trial.name, ...monthly.map((plan) => plan.name)]);
    expect(screen.queryByTestId('plan-old-price')).not.toBeInTheDocument();
    for (const plan of hidden) expect(screen.queryByRole('article', { name: plan.name })).not.toBeInTheDocument();
  });

  it('sends a visitor who picks a plan to sign in with the notice', async () => {
    const { router } = renderPricing();
    const card = await screen.findByRole('article', { name: 'Orta' });
    await userEvent.click(within(card).getByRole('button', { name: 'Satın Al' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnUrl=%2Fpaymentplan');
    expect(await screen.findByText(noticeMessages.buyNeedsSignIn)).toBeInTheDocument();
  });

  it('takes a signed-in seller to the payment page with the chosen plan', async () => {
    const { router, queryClient } = renderPricing({ me: aSeller() });
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toBeTruthy());
    await userEvent.click(await screen.findByRole('radio', { name: 'Aylık' }));
    const card = await screen.findByRole('article', { name: 'Orta' });
    await userEvent.click(within(card).getByRole('button', { name: 'Satın Al' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    const { id, name, price, totalPrice, billingCycle } = monthly[1] as TPlan;
    expect(router.state.location.state).toEqual({ plan: { id, name, price, totalPrice, billingCycle } });
  });

  it('tells a seller with an unverified e-mail to verify it instead of opening the payment page', async () => {
    const { router, queryClient } = renderPricing({ me: aSeller({ isVerified: false }) });
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toBeTruthy());
    const card = await screen.findByRole('article', { name: 'Orta' });
    await userEvent.click(within(card).getByRole('button', { name: 'Satın Al' }));

    expect(await screen.findByText(noticeMessages.buyNeedsVerification)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/paymentplan');
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    let calls = 0;
    renderApp('/paymentplan', {
      api: {
        'GET /api/plans': () =>
          ++calls === 1
            ? jsonResponse({ code: 'INTERNAL', message: 'Beklenmeyen bir hata oluştu.' }, 500)
            : jsonResponse(catalogue),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('article', { name: 'Küçük' })).toBeInTheDocument();
  });
});

describe('free trial button', () => {
  const trialButton = () => screen.getByRole('button', { name: 'Ücretsiz Deneyin' });

  it('sends a seller without a store to define it, with the spec warning', async () => {
    const view = renderApp('/paymentplan', {
      me: aSeller(),
      api: {
        'GET /api/plans': () => jsonResponse(catalogue),
        'POST /api/subscription/trial': () =>
          jsonResponse({ code: 'STORE_REQUIRED', message: 'Mağaza bilgilerinizi Tanımlamanız gerekmektedir.' }, 409),
      },
    });
    await screen.findByRole('article', { name: 'Ücretsiz Deneme' });
    await userEvent.click(trialButton());
    expect(await screen.findByText('Mağaza bilgilerinizi Tanımlamanız gerekmektedir.')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/store'));
  });

  it('tells an unverified seller to verify and stays', async () => {
    const view = renderApp('/paymentplan', {
      me: aSeller({ isVerified: false }),
      api: {
        'GET /api/plans': () => jsonResponse(catalogue),
        'POST /api/subscription/trial': () =>
          jsonResponse({ code: 'EMAIL_NOT_VERIFIED', message: 'Email Doğrulaması gerekmektedir.' }, 403),
      },
    });
    await screen.findByRole('article', { name: 'Ücretsiz Deneme' });
    await userEvent.click(trialButton());
    expect(await screen.findByText('Email Doğrulaması gerekmektedir.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/paymentplan');
  });

  it('starts the trial and says so', async () => {
    renderApp('/paymentplan', {
      me: aSeller(),
      api: {
        'GET /api/plans': () => jsonResponse(catalogue),
        'POST /api/subscription/trial': () =>
          jsonResponse(
            {
              message: 'Ücretsiz denemeniz başladı: 14 gün boyunca 50 cevap hakkınız var.',
              subscription: {
                planName: 'Ücretsiz Deneme',
                source: 'trial',
                startsAt: '2026-11-22T09:00:00.000Z',
                endsAt: '2026-12-06T09:00:00.000Z',
                answersTotal: 50,
                answersLeft: 50,
                isActive: true,
              },
            },
            201,
          ),
      },
    });
    await screen.findByRole('article', { name: 'Ücretsiz Deneme' });
    await userEvent.click(trialButton());
    expect(
      await screen.findByText('Ücretsiz denemeniz başladı: 14 gün boyunca 50 cevap hakkınız var.'),
    ).toBeInTheDocument();
  });
});
