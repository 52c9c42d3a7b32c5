import type { TAdminOverview } from '@cevapla/contracts/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSeller } from '../../../../test/fixtures';
import { jsonResponse, renderApp } from '../../../../test/render-app';

function anOverview(overrides: Partial<TAdminOverview> = {}): TAdminOverview {
  return {
    generatedAt: '2026-11-22T06:00:00.000Z',
    users: { total: 120, verified: 96, verifiedPct: 80, newLast7Days: 9 },
    stores: {
      total: 40,
      health: { ok: 37, lagging: 1, failing: 1, disconnected: 1 },
      attention: [
        {
          id: 's1',
          name: 'Kuzey Tekstil',
          ownerEmail: 'kuzey@example.com',
          health: 'disconnected',
          problem: 'Trendyol, API Key ve API Secret bilgilerini kabul etmedi.',
          pollFailures: 0,
          lastSyncedAt: '2026-11-21T08:00:00.000Z',
        },
        {
          id: 's2',
          name: 'Güney Ev',
          ownerEmail: 'guney@example.com',
          health: 'failing',
          problem: null,
          pollFailures: 4,
          lastSyncedAt: null,
        },
      ],
    },
    subscriptionsByPlan: [
      { planId: 1, planName: 'Deneme', billingCycle: 0, isTrial: true, count: 12 },
      { planId: 5, planName: 'Başlangıç', billingCycle: 1, isTrial: false, count: 20 },
    ],
    revenueByMonth: [
      { month: '2026-10', currency: 'USD', total: 99, payments: 1 },
      { month: '2026-11', currency: 'USD', total: 264, payments: 2 },
    ],
    answersByEngine: [
      { engine: 'local', drafted: 300, sent: 250, tokens: 0 },
      { engine: 'llm', drafted: 1200, sent: 1100, tokens: 845000 },
    ],
    errors: {
      since: '2026-11-21T06:00:00.000Z',
      total: 3,
      bySource: [
        { source: 'marketplace', operation: 'poll', count: 2 },
        { source: 'llm', operation: 'draft', count: 1 },
      ],
      recent: [
        {
          id: 3,
          occurredAt: '2026-11-22T05:30:00.000Z',
          source: 'llm',
          operation: 'draft',
          code: 'timeout',
          message: 'The operation was aborted due to timeout',
          storeName: 'Kuzey Tekstil',
        },
      ],
    },
    ...overrides,
  };
}

const anAdmin = () => aSeller({ role: 'admin', email: 'yonetici@cevapla.com' });

describe('admin overview page', () => {
  it('shows users, stores and their health, plans, engines and the last day’s errors', async () => {
    renderApp('/admin', { me: anAdmin(), api: { 'GET /api/admin/overview': () => jsonResponse(anOverview()) } });
    expect(await screen.findByTestId('stat-Kullanıcı')).toHaveTextContent('120');
    expect(screen.getByText('%80 doğrulanmış · son 7 günde 9 yeni')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Mağaza')).toHaveTextContent('40');
    expect(screen.getByTestId('stat-Aktif abonelik')).toHaveTextContent('32');
    expect(screen.getByTestId('stat-Son 24 saatte hata')).toHaveTextContent('3');
    expect(screen.getByText('Pazaryeri 2 · yapay zekâ 1')).toBeInTheDocument();

    const health = screen.getByRole('region', { name: 'Senkronizasyon durumu' });
    expect(within(health).getByText('Bağlantı kesik')).toBeInTheDocument();
    expect(within(health).getByText('Trendyol, API Key ve API Secret bilgilerini kabul etmedi.')).toBeInTheDocument();
    expect(within(health).getByText('Üst üste 4 başarısız deneme')).toBeInTheDocument();
    expect(within(health).getByText('Son senkronizasyon: Hiç')).toBeInTheDocument();

    const plans = screen.getByRole('region', { name: 'Planlara göre aktif abonelik' });
    expect(within(plans).getByRole('row', { name: /Başlangıç Yıllık 20/ })).toBeInTheDocument();
    expect(within(plans).getByRole('row', { name: /Deneme Deneme 12/ })).toBeInTheDocument();
    const engines = screen.getByRole('region', { name: 'Cevap motorları' });
    expect(within(engines).getByRole('row', { name: /Yapay zekâ \(LLM\) 1\.200 1\.100 845\sB/ })).toBeInTheDocument();

    const errors = screen.getByRole('region', { name: 'Son 24 saatteki hatalar' });
    expect(within(errors).getByText('Pazaryeri · Soru çekme: 2')).toBeInTheDocument();
    expect(within(errors).getByText(/The operation was aborted due to timeout/)).toHaveTextContent(
      'timeout The operation was aborted due to timeout',
    );
    expect(within(errors).getByText(/Yapay zekâ · Taslak · Kuzey Tekstil/)).toBeInTheDocument();
    expect(screen.getByText(/12 ay:/)).toHaveTextContent('12 ay: 363,00 USD · bu ay: 264,00 USD');
    expect(screen.getByRole('link', { name: 'Tüm müşteri soruları' })).toHaveAttribute(
      'href',
      '/admin/customerquestions',
    );
  });

  it('says so when everything is healthy and nothing failed', async () => {
    renderApp('/admin', {
      me: anAdmin(),
      api: {
        'GET /api/admin/overview': () =>
          jsonResponse(
            anOverview({
              stores: { total: 3, health: { ok: 3, lagging: 0, failing: 0, disconnected: 0 }, attention: [] },
              errors: { since: '2026-11-21T06:00:00.000Z', total: 0, bySource: [], recent: [] },
            }),
          ),
      },
    });
    expect(await screen.findByText('Bütün mağazalar güncel.')).toBeInTheDocument();
    expect(screen.getByText('Son 24 saatte pazaryeri ya da yapay zekâ hatası kaydedilmedi.')).toBeInTheDocument();
  });

  it('tells a seller the page is for admins and asks the server nothing', async () => {
    const { fetchMock } = renderApp('/admin', { me: aSeller() });
    expect(await screen.findByText('Bu sayfayı yalnızca Cevapla yöneticileri görebilir.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/overview'))).toBe(false);
  });

  it('shows the server’s message when the overview cannot be loaded', async () => {
    renderApp('/admin', {
      me: anAdmin(),
      api: {
        'GET /api/admin/overview': () =>
          jsonResponse({ code: 'FORBIDDEN', message: 'Bu işlem için yetkiniz yok.' }, 403),
      },
    });
    expect(await screen.findByText('Bu işlem için yetkiniz yok.')).toBeInTheDocument();
  });
});
