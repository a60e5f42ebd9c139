import { afterEach, describe, expect, it, vi } from 'vitest';
import { logReadFailure } from './log-read-failure.ts';

describe('logReadFailure', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => logged.mockClear());

  it('logs a read that failed with its text and the error', () => {
    const error = new Error('permission denied for table videos');
    logReadFailure('Erro ao carregar vídeos:', error, new AbortController().signal);
    logReadFailure('Erro ao buscar media slots:', error, undefined);
    expect(logged.mock.calls).toEqual([
      ['Erro ao carregar vídeos:', error],
      ['Erro ao buscar media slots:', error],
    ]);
  });

  it('logs nothing for a read that was cancelled', () => {
    const controller = new AbortController();
    controller.abort();
    logReadFailure('Erro ao carregar os dados do negócio:', new Error('AbortError'), controller.signal);
    expect(logged).not.toHaveBeenCalled();
  });
});
