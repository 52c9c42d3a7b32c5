import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers with a Content-Security-Policy the built web app passes: scripts only from our
 * origin; forms post to us or to the payment provider; inline styles are allowed because Mantine sets CSS variables and component styles inline.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { secure: boolean; formActions: string[] }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          // The payment page hands the browser to the provider's 3-D Secure form.
          formAction: ["'self'", ...options.formActions],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: options.secure ? [] : null,
        },
      },
      hsts: options.secure ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    });
  },
  { name: 'security-headers' },
);
