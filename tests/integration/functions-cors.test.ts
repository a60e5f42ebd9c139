// Browsers only hand an answer to the page when it carries CORS headers: check every
// function on preflight, on success and on error.
import { describe, expect, it } from 'vitest';
import { callFunction, expectCors, preflight } from '#tests/support/edge-functions.ts';

const FUNCTIONS = [
  'admin-auth',
  'media-list',
  'media-upload',
  'media-delete',
  'media-restore',
  'video-manager',
  'seo-access',
  'business-facts',
  'site-build',
  'contact-count',
  'contact-stats',
];

describe('CORS on the edge functions', () => {
  it.each(FUNCTIONS)('%s answers the preflight', async (name) => {
    const response = await preflight(name);
    expect(response.status).toBeLessThan(300);
    expectCors(response.headers);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/);
  });

  it.each(FUNCTIONS)('%s sends CORS headers on an error', async (name) => {
    // a method none of them accepts
    const answer = await callFunction(name, {
      method: 'PUT',
      headers: { origin: 'https://estofos.example.pt' },
    });
    expect(answer.status).toBe(405);
    expect(answer.body.success).toBe(false);
    expectCors(answer.headers);
  });

  it('sends CORS headers on a success', async () => {
    const answer = await callFunction('seo-access', { json: { key: 'seo-local-1' } });
    expect(answer.status).toBe(200);
    expectCors(answer.headers);
  });

  it('sends CORS headers on a session refusal', async () => {
    const answer = await callFunction('media-list', { method: 'GET' });
    expect(answer.status).toBe(401);
    expectCors(answer.headers);
  });
});
