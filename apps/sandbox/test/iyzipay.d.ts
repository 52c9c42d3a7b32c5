// The npm `iyzipay` client ships no types and @types/iyzipay lags it: only what the compatibility test uses.
declare module 'iyzipay' {
  type Callback = (error: unknown, result: Record<string, unknown> & { status: string }) => void;
  type Resource = { create: (request: object, callback: Callback) => void };
  export default class Iyzipay {
    constructor(config: { apiKey: string; secretKey: string; uri: string });
    apiTest: { retrieve: (request: object, callback: Callback) => void };
    threedsInitialize: Resource;
    threedsPayment: Resource;
    threedsV2Payment: Resource;
  }
}
