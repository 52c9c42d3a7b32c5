// The npm `iyzipay` client ships no types and @types/iyzipay lags it: only what Cevapla calls.
declare module 'iyzipay' {
  type Callback = (error: unknown, result: Record<string, unknown> & { status?: string }) => void;
  type Resource = { create: (request: object, callback: Callback) => void };
  export default class Iyzipay {
    constructor(config: { apiKey: string; secretKey: string; uri: string });
    threedsInitialize: Resource;
    threedsV2Payment: Resource;
  }
}
