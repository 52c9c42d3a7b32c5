import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authorizationHeader, parseAuthorization, requestSignature } from '../src/iyzico/index.js';
import { apiKey, initializeRequest, makeIyzico, signedCall, type TestIyzico } from './iyzico-support.js';

describe('IYZWSv2 auth', () => {
  it('matches the official test vector', () => {
    expect(requestSignature('secret_key', 'random_string', 'uri', '"body"')).toBe(
      '017508921a29ee5601bcd1fbe83efd2e2be43af02eceff30cf2e91a539aab355',
    );
    const header = authorizationHeader({
      apiKey: 'api_key',
      secretKey: 'secret_key',
      randomKey: 'random_string',
      uriPath: 'uri',
      bodyJson: '"body"',
    });
    expect(header.startsWith('IYZWSv2 ')).toBe(true);
    expect(Buffer.from(header.slice('IYZWSv2 '.length), 'base64').toString('utf8')).toBe(
      'apiKey:api_key&randomKey:random_string&signature:017508921a29ee5601bcd1fbe83efd2e2be43af02eceff30cf2e91a539aab355',
    );
    expect(parseAuthorization(header)).toEqual({
      apiKey: 'api_key',
      randomKey: 'random_string',
      signature: '017508921a29ee5601bcd1fbe83efd2e2be43af02eceff30cf2e91a539aab355',
    });
  });

  describe('on the emulator', () => {
    let subject: TestIyzico;
    beforeEach(() => {
      subject = makeIyzico();
    });
    afterEach(() => subject.app.close());

    it('answers the health check when signed', async () => {
      const response = await signedCall(subject, 'GET', '/payment/test');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'success', systemTime: subject.clock.nowMs() });
    });

    it('refuses a missing header with an iyzico failure body', async () => {
      const response = await subject.app.inject({ method: 'GET', url: '/payment/test' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 'failure', errorCode: '1001', errorMessage: expect.any(String) });
    });

    it('refuses an unknown api key and a wrong secret', async () => {
      const wrongKey = await signedCall(subject, 'GET', '/payment/test', undefined, {
        apiKey: 'other',
        secretKey: 'x',
      });
      expect(wrongKey.json()).toMatchObject({ status: 'failure', errorCode: '1001' });
      const wrongSecret = await signedCall(subject, 'GET', '/payment/test', undefined, { apiKey, secretKey: 'wrong' });
      expect(wrongSecret.statusCode).toBe(401);
      expect(wrongSecret.json()).toMatchObject({ status: 'failure', errorCode: '1000', errorMessage: 'Geçersiz imza' });
    });

    it('refuses a body changed after signing', async () => {
      const signed = authorizationHeader({
        apiKey,
        secretKey: 'sandbox-secret-key',
        randomKey: 'abc',
        uriPath: '/payment/3dsecure/initialize',
        bodyJson: JSON.stringify(initializeRequest()),
      });
      const response = await subject.app.inject({
        method: 'POST',
        url: '/payment/3dsecure/initialize',
        headers: { authorization: signed, 'content-type': 'application/json' },
        payload: JSON.stringify(initializeRequest('5528790000000008', { paidPrice: '1.0' })),
      });
      expect(response.json()).toMatchObject({ status: 'failure', errorCode: '1000' });
    });

    it('keeps the control API without auth', async () => {
      const response = await subject.app.inject({ method: 'GET', url: '/_control/health' });
      expect(response.json()).toEqual({ status: 'ok' });
    });
  });
});
