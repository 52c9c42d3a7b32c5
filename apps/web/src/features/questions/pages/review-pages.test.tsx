import type { TReviewQuestion } from '@cevapla/contracts/answering';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSeller } from '../../../../test/fixtures';
import { jsonResponse, renderApp, sentBodies } from '../../../../test/render-app';

function aQuestion(overrides: Partial<TReviewQuestion> = {}): TReviewQuestion {
  return {
    id: '7b5c1f1e-1111-4222-8333-944444444444',
    questionId: '1001',
    creationDate: '2026-11-22T09:00:00Z',
    imageUrl: null,
    webUrl: null,
    productName: 'Basic Tişört',
    text: 'Bu tişörtün kumaşı nedir?',
    deadline: new Date(Date.now() + 3.5 * 3_600_000).toISOString(),
    answerStatus: 0,
    draftState: 'drafted',
    problem: null,
    draft: {
      text: 'Merhaba, ürünümüz %100 pamuktur.',
      engine: 'local',
      answerable: true,
      note: null,
      factsUsed: ['Materyal: %100 Pamuk'],
      score: {
        total: 86,
        parts: [{ id: 'coverage', label: 'Sorunun kapsanması', points: 30, max: 30, note: 'Soru cevaplanmış.' }],
        findings: [],
      },
      guardrails: [],
      draftedAt: '2026-11-22T09:00:05Z',
    },
    ...overrides,
  };
}

const list = (items: TReviewQuestion[], storeRequired = false) =>
  jsonResponse({ storeRequired, items, page: 1, pageSize: 10, total: items.length });

describe('pending and rejected questions', () => {
  it('asks for a store first', async () => {
    renderApp('/pendingapprovalquestions', {
      me: aSeller(),
      api: { 'GET /api/answering/questions?status=pending&page=1': () => list([], true) },
    });
    expect(await screen.findByText('Mağaza Entegrasyonunuzu Tamamlamanız Gerekmektedir.')).toBeInTheDocument();
  });

  it('says so when the list cannot be fetched', async () => {
    renderApp('/pendingapprovalquestions', {
      me: aSeller(),
      api: {
        'GET /api/answering/questions?status=pending&page=1': () =>
          jsonResponse({ code: 'INTERNAL', message: 'x' }, 500),
      },
    });
    expect(await screen.findByText('Onay bekleyen sorular alınamadı')).toBeInTheDocument();
  });

  it('approves the edited answer, with every button of the row disabled while it runs', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const { fetchMock } = renderApp('/pendingapprovalquestions', {
      me: aSeller(),
      api: {
        'GET /api/answering/questions?status=pending&page=1': () => list([aQuestion()]),
        [`POST /api/answering/questions/${aQuestion().id}/approve`]: () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(jsonResponse({ message: 'Cevabınız onaylandı ve Trendyol’a gönderiliyor.' }));
          }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Bu tişörtün kumaşı nedir?' });
    expect(within(card).getByText('3 saat kaldı')).toBeInTheDocument();
    expect(within(card).getByText('Puan: 86/100')).toBeInTheDocument();
    const answer = within(card).getByLabelText('Cevap');
    await user.clear(answer);
    await user.type(answer, 'Merhaba, %100 pamuk. İyi alışverişler.');
    await user.click(within(card).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Reddet' })).toBeDisabled());
    expect(within(card).getByRole('button', { name: /Yeniden Oluştur/ })).toBeDisabled();
    release();
    expect(await screen.findByText('Cevabınız onaylandı ve Trendyol’a gönderiliyor.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /api/answering/questions/${aQuestion().id}/approve`)).toEqual([
      { text: 'Merhaba, %100 pamuk. İyi alışverişler.' },
    ]);
  });

  it('marks rejected answers and shows when there is none', async () => {
    renderApp('/rejectedquestions', {
      me: aSeller(),
      api: {
        'GET /api/answering/questions?status=rejected&page=1': () =>
          list([aQuestion({ answerStatus: 2, draft: null, draftState: 'no_quota', problem: 'Cevap hakkınız bitti.' })]),
      },
    });
    const card = await screen.findByRole('article', { name: 'Bu tişörtün kumaşı nedir?' });
    expect(within(card).getByText('Reddedildi')).toBeInTheDocument();
    expect(within(card).getByText('Yanıt yok')).toBeInTheDocument();
    expect(within(card).getByText('Cevap hakkınız bitti.')).toBeInTheDocument();
  });

  it('shows the answer check’s findings on a pending card: the unanswered part and the claim without a source', async () => {
    const draft = aQuestion().draft as NonNullable<TReviewQuestion['draft']>;
    renderApp('/pendingapprovalquestions', {
      me: aSeller(),
      api: {
        'GET /api/answering/questions?status=pending&page=1': () =>
          list([
            aQuestion({
              text: 'Kumaşı ne, bir de kaç günde gelir?',
              draft: {
                ...draft,
                answerable: false,
                note: 'Sorunun bir kısmı için bilgi yok: “kac gunde gelir”.',
                score: {
                  ...draft.score,
                  findings: [
                    { kind: 'unanswered_part', message: 'Sorunun “kac gunde gelir” kısmı cevaplanmamış.' },
                    { kind: 'unsupported_claim', message: '“2 yıl” bilgisi mağaza ve ürün bilgilerinde yok.' },
                  ],
                },
              },
            }),
          ]),
      },
    });
    const findings = await screen.findByTestId('verifier-findings');
    expect(within(findings).getByText('Sorunun “kac gunde gelir” kısmı cevaplanmamış.')).toBeInTheDocument();
    expect(within(findings).getByText('“2 yıl” bilgisi mağaza ve ürün bilgilerinde yok.')).toBeInTheDocument();
    expect(within(findings).getByText('Sorunun bir kısmı için bilgi yok: “kac gunde gelir”.')).toBeInTheDocument();
  });
});
