import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

describe('floating contact button', () => {
  it('opens a Bize Ulaşın dialog that points to the contact page', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Bize Ulaşın' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bize Ulaşın' });
    expect(within(dialog).getByText(/İletişim formu yakında burada olacak/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'İletişim Sayfasına Git' })).toHaveAttribute('href', '/contact');
  });
});
