import { z } from 'zod';
import { genericErrorMessages } from './messages';

/**
 * zod, configured so that any rule without a Turkish message of its own (a wrong type, an array
 * where an object belongs) still speaks Turkish. Contracts import `z` from here.
 *
 * jitless: zod would otherwise probe eval() when a schema is built, to compile faster validators; the
 * web app's Content-Security-Policy forbids eval, and the probe shows up as a CSP issue in the browser.
 * It must be set before any schema exists, so it lives here rather than in the web app's entry.
 */
z.config({ customError: () => genericErrorMessages.validation, jitless: true });

export { z };
