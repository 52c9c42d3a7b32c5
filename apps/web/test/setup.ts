import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor wait up to 5 s: a lazily loaded page on a busy CI machine (two cores running the
// server tests beside) can take longer than the default second to appear.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // The toast store outlives the rendered tree; a toast must not leak into the next test.
  notifications.clean();
});
