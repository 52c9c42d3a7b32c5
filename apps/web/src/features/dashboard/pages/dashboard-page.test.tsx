import type { TDashboard } from '@cevapla/contracts/dashboard';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSeller } from '../../../../test/fixtures';
import { jsonResponse, renderApp } from '../../../../test/render-app';

function aDashboard(overrides: Partial<TDashboard> = {}): TDashboard {
  return {
    storeRequired: false,
    period: { from: '2026-10-24T21:00:00Z', to: '2026-11-22T06:00:00Z', days: 30 },
    received: 12,
    answered: 9,
    autoSent: 5,
    approved: 4,
    rejected: 1,
    medianMinutesToAnswer: 12.5,
    answeredInTimePct: 88.9,
    averageScore: 84.2,
    approvalRatePct: 80,
    perDay: [
      { date: '2026-11-21', count: 4 },
      { date: '2026-11-22', count: 8 },
    ],
    topics: [{ topic: 'kargo', label: 'kargo ve teslimat', count: 6 }],
    topProducts: [{ productMainId: 'TSH', productName: 'Basic Tişört', count: 7 }],
    expiringSoon: [],
    ...overrides,
  };
}

describe('dashboard page', () => {
  it('shows the period’s figures, what satisfaction measures, topics and products', async () => {
    renderApp('/dashboard', { me: aSeller(), api: { 'GET /api/dashboard?days=30': () => jsonResponse(aDashboard()) } });
    expect(await screen.findByTestId('stat-Gelen soru')).toHaveTextContent('12');
    expect(screen.getByTestId('stat-Cevap süresi')).toHaveTextContent('12,5 dk');
    expect(screen.getByTestId('stat-Süresinde')).toHaveTextContent('88,9%');
    expect(screen.getByTestId('stat-Memnuniyet')).toHaveTextContent('80%');
    expect(screen.getByText('İncelediğiniz taslaklardan onayladıklarınızın oranı')).toBeInTheDocument();
    expect(screen.getByText('kargo ve teslimat')).toBeInTheDocument();
    expect(screen.getByText('Basic Tişört — 7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV İndir' })).toHaveAttribute(
      'href',
      '/api/dashboard/export.csv?days=30',
    );
  });

  it('tells a seller without a store what to do next', async () => {
    renderApp('/dashboard', {
      me: aSeller(),
      api: { 'GET /api/dashboard?days=30': () => jsonResponse(aDashboard({ storeRequired: true, received: 0 })) },
    });
    expect(await screen.findByText('Mağaza Entegrasyonunuzu Tamamlamanız Gerekmektedir.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mağazanızı bağlayın' })).toHaveAttribute('href', '/store');
  });

  it('says when the period has no questions yet', async () => {
    renderApp('/dashboard?days=7', {
      me: aSeller(),
      api: {
        'GET /api/dashboard?days=7': () =>
          jsonResponse(aDashboard({ received: 0, answered: 0, topics: [], topProducts: [] })),
      },
    });
    expect(await screen.findByText(/Bu dönemde henüz soru gelmedi/)).toBeInTheDocument();
    expect(screen.getByTestId('stat-Gelen soru')).toHaveTextContent('0');
  });
});
