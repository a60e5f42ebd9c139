import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { nextTask } from '#src/lib/next-task.ts';
import { liveStatus } from '#src/lib/site-live-connection.ts';

/**
 * After a test whose page followed live changes: resolves once the page's live connection is
 * off and its socket closed (a task after the last channel goes), so that close cannot drop the
 * channels the next test opens on the same client.
 */
export async function liveConnectionClosed(): Promise<void> {
  await waitFor(() => expect(liveStatus()).toBe('off'));
  await nextTask();
}
