import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';

describe('legal pages', () => {
  it('dates the privacy policy today as dd.MM.yyyy', async () => {
    renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Gizlilik Politikası' });
    const today = new Date();
    const expected = [today.getDate(), today.getMonth() + 1]
      .map((part) => String(part).padStart(2, '0'))
      .concat(String(today.getFullYear()))
      .join('.');
    expect(screen.getByText(`Son güncelleme: ${expected}`)).toBeInTheDocument();
  });

  it('lists the four cookie types and the one session cookie we set', async () => {
    renderApp('/cookie-policy');
    const table = await screen.findByRole('table');
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rowHeaders).toEqual([
      'Zorunlu çerezler',
      'Performans çerezleri',
      'İşlevsellik çerezleri',
      'Hedefleme / reklam çerezleri',
    ]);
    expect(within(table).getByText('cevapla_session')).toBeInTheDocument();
    expect(within(table).getAllByText('Kullanılmıyor')).toHaveLength(3);
  });

  it('numbers exactly ten clauses in the terms of use', async () => {
    renderApp('/terms-of-use');
    await screen.findByRole('heading', { level: 1, name: 'Kullanım Koşulları' });
    const clauses = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(clauses).toHaveLength(10);
    expect(clauses[0]).toHaveTextContent(/^1\. /);
    expect(clauses[9]).toHaveTextContent(/^10\. /);
  });
});
