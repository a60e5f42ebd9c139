import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { createQueryClient } from '#src/lib/query-client.ts';
import { BusinessTab } from '#src/features/admin/business/business-tab.tsx';

/** The business tab in a fresh cache, once its form has loaded; resolves with the cache. */
export async function renderBusinessTab(): Promise<QueryClient> {
  const queryClient = createQueryClient('test');
  render(
    <QueryClientProvider client={queryClient}>
      <BusinessTab />
    </QueryClientProvider>,
  );
  await screen.findByLabelText('Nome do negócio');
  return queryClient;
}

export const saveButton = () => screen.getByRole('button', { name: 'Guardar' });
export const unsavedNote = () => screen.queryByText('Alterações não guardadas.');

/** The field's value replaced by `value`, pasted: one change, where typing re-renders the form per key. */
export async function replaceField(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  value: string,
): Promise<void> {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.paste(value);
}
