import { z } from 'zod';
import { genericErrorMessages } from './errors';

/**
 * zod, configured so that any rule without a Turkish message of its own (a wrong type, an array
 * where an object belongs) still speaks Turkish. Contracts import `z` from here.
 */
z.config({ customError: () => genericErrorMessages.validation });

export { z };
