import { corsHeaders as supabaseCorsHeaders } from '@supabase/supabase-js/cors';
import { describe, expect, it } from 'vitest';
import { functionCorsHeaders } from '#portable/function-cors.ts';

const listed = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim());

describe('functionCorsHeaders', () => {
  const headers = functionCorsHeaders(supabaseCorsHeaders);

  it("keeps every header and method supabase-js's clients send", () => {
    expect(headers['Access-Control-Allow-Origin']).toBe('*');
    expect(listed(headers['Access-Control-Allow-Headers'])).toEqual(
      expect.arrayContaining(listed(supabaseCorsHeaders['Access-Control-Allow-Headers'])),
    );
    expect(listed(headers['Access-Control-Allow-Methods'])).toEqual(
      expect.arrayContaining(['GET', 'POST', 'DELETE', 'OPTIONS']),
    );
  });

  it('allows the admin session header and lets the page read Retry-After', () => {
    expect(listed(headers['Access-Control-Allow-Headers'])).toContain('x-session-token');
    expect(headers['Access-Control-Expose-Headers']).toBe('retry-after');
  });
});
