import type { TPreviewResponse } from '@cevapla/contracts/answering';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../../test/render-app';
import { AppProviders } from '../../../app/providers';
import { PreviewBox } from './preview-box';

const preview: TPreviewResponse = {
  answer: 'Merhaba, evet, ürünümüz 2 yıl garantilidir.',
  answerable: true,
  note: null,
  engine: 'llm',
  factsUsed: [],
  score: {
    total: 52,
    parts: [
      { id: 'support', label: 'Bilgilere dayanma', points: 0, max: 35, note: 'Cevaptaki bazı bilgilerin kaynağı yok.' },
    ],
    findings: [
      { kind: 'unsupported_claim', message: '“garanti” bilgisi mağaza ve ürün bilgilerinde yok.' },
      { kind: 'unanswered_part', message: 'Sorunun “kac gunde gelir” kısmı cevaplanmamış.' },
    ],
  },
  guardrails: [],
  wouldAutoSend: false,
};

describe("the store's 'Deneme sorusu'", () => {
  it('shows the answer check’s findings in Turkish under the draft, and that it would wait for the seller', async () => {
    stubFetch(() => jsonResponse(preview));
    render(
      <AppProviders queryClient={new QueryClient()}>
        <PreviewBox />
      </AppProviders>,
    );
    await userEvent.type(screen.getByLabelText('Müşteri sorusu'), 'Garantisi var mı, kaç günde gelir?');
    await userEvent.click(screen.getByRole('button', { name: 'Cevabı Dene' }));
    const findings = await screen.findByTestId('verifier-findings');
    expect(within(findings).getByText('“garanti” bilgisi mağaza ve ürün bilgilerinde yok.')).toBeInTheDocument();
    expect(within(findings).getByText('Sorunun “kac gunde gelir” kısmı cevaplanmamış.')).toBeInTheDocument();
    expect(screen.getByText('Onayınızı beklerdi')).toBeInTheDocument();
  });
});
