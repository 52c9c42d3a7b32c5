import type { TCustomerQuestion } from '@cevapla/contracts/questions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSeller } from '../../../../test/fixtures';
import { jsonResponse, renderApp } from '../../../../test/render-app';

const question = (index: number, answered = false): TCustomerQuestion => ({
  id: `q${index}`,
  questionId: String(1000 + index),
  creationDate: '2026-11-22T08:30:00.000Z',
  imageUrl: null,
  webUrl: 'https://www.trendyol.com/urun-p-1',
  productName: `Ürün ${index}`,
  productMainId: `MAIN-${index}`,
  text: `Soru ${index}`,
  status: answered ? 'ANSWERED' : 'WAITING_FOR_ANSWER',
  answerText: answered ? `Yanıt ${index}` : null,
  answerCreationDate: answered ? '2026-11-22T09:00:00.000Z' : null,
  answeredDateMessage: answered ? '30 dakika içinde cevaplandı.' : null,
  deadline: '2026-11-25T08:30:00.000Z',
});

const page = (items: TCustomerQuestion[], total: number, pageNumber = 1) =>
  jsonResponse({ items, page: pageNumber, pageSize: 10, total });

describe('customer questions', () => {
  it('shows each column, the waiting texts and the answered-date message, without pagination for one page', async () => {
    renderApp('/customerquestion', {
      me: aSeller(),
      api: { 'GET /api/questions?page=1': () => page([question(1), question(2, true)], 2) },
    });
    const table = await screen.findByRole('table', { name: 'Müşteri soruları' });
    const [waiting, answered] = within(table).getAllByRole('row').slice(1);
    expect(within(waiting as HTMLElement).getByText(/^22\.11\.2026 \d{2}:30$/)).toBeInTheDocument();
    expect(within(waiting as HTMLElement).getByRole('link', { name: 'Ürün 1' })).toHaveAttribute(
      'href',
      'https://www.trendyol.com/urun-p-1',
    );
    expect(within(waiting as HTMLElement).getByText('MAIN-1')).toBeInTheDocument();
    expect(within(waiting as HTMLElement).getByText('Yanıt bekleniyor...')).toBeInTheDocument();
    expect(within(waiting as HTMLElement).getByText('Henüz cevaplanmamış')).toBeInTheDocument();
    expect(within(answered as HTMLElement).getByText('Yanıt 2')).toBeInTheDocument();
    expect(within(answered as HTMLElement).getByText('30 dakika içinde cevaplandı.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '1. sayfa' })).not.toBeInTheDocument();
  });

  it('shows at most seven page buttons and moves between pages', async () => {
    const items = Array.from({ length: 10 }, (_, index) => question(index));
    renderApp('/customerquestion?page=6', {
      me: aSeller(),
      api: {
        'GET /api/questions?page=6': () => page(items, 120, 6),
        'GET /api/questions?page=7': () => page(items.slice(0, 3), 120, 7),
      },
    });
    await screen.findByRole('table', { name: 'Müşteri soruları' });
    const pageButtons = screen.getAllByRole('button', { name: /^\d+\. sayfa$/ });
    expect(pageButtons.length).toBeLessThanOrEqual(7);
    expect(screen.getByRole('button', { name: '6. sayfa' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(await screen.findByRole('button', { name: '7. sayfa', current: 'page' })).toBeInTheDocument();
  });

  it('says when there is no question yet', async () => {
    renderApp('/customerquestion', { me: aSeller(), api: { 'GET /api/questions?page=1': () => page([], 0) } });
    expect(await screen.findByText('Henüz müşteri sorusu yok')).toBeInTheDocument();
  });

  it('warns on every page while the store is disconnected', async () => {
    renderApp('/profile', {
      me: aSeller(),
      api: {
        'GET /api/store': () =>
          jsonResponse({
            id: 's1',
            marketplace: 'trendyol',
            name: 'Ayşe Butik',
            sellerId: '1',
            apiKeyMasked: '••••••••abcd',
            autoAnswer: false,
            connection: 'disconnected',
            connectionProblem: 'Trendyol, API Key ve API Secret bilgilerini kabul etmedi.',
            lastSyncedAt: null,
            demoMarketplace: false,
          }),
      },
    });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Trendyol mağaza bağlantınız koptu.');
    expect(within(banner).getByRole('link', { name: 'Bilgilerinizi güncelleyin' })).toHaveAttribute('href', '/store');
  });
});
