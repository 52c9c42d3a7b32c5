import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeLlmBehaviour =
  | { kind: 'answer'; answer: string; answerable?: boolean; confidence?: number; citations?: number[] }
  | { kind: 'malformed' }
  | { kind: 'hang' }
  | { kind: 'status'; status: number };

/**
 * An OpenAI-compatible chat-completions server for tests: each request takes the next behaviour of
 * the script (the last one repeats) and is recorded.
 */
export async function startFakeLlm(script: FakeLlmBehaviour[]) {
  const requests: Array<{ body: unknown }> = [];
  const hanging: ServerResponse[] = [];
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    requests.push({ body: JSON.parse(raw || '{}') });
    const behaviour = script[Math.min(requests.length - 1, script.length - 1)] as FakeLlmBehaviour;
    if (behaviour.kind === 'hang') {
      hanging.push(response);
      return;
    }
    if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json', 'retry-after': '0' });
      response.end(JSON.stringify({ error: { message: 'rate limited', type: 'rate_limit' } }));
      return;
    }
    const content =
      behaviour.kind === 'malformed'
        ? 'Elbette! İşte cevabınız: ürün pamuklu.'
        : JSON.stringify({
            answer: behaviour.answer,
            answerable: behaviour.answerable ?? true,
            confidence: behaviour.confidence ?? 0.9,
            citations: behaviour.citations ?? [],
          });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'fake-model',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 321, completion_tokens: 45, total_tokens: 366 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
