import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseYouTubeVideoId, youTubeWatchUrl } from '#portable/youtube.ts';

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const videoId = fc.string({ unit: fc.constantFrom(...ID_CHARS), minLength: 11, maxLength: 11 });
const scheme = fc.constantFrom('https://', 'http://', '', 'HTTPS://');
const youtubeHost = fc.constantFrom('youtube.com', 'www.youtube.com', 'm.youtube.com', 'WWW.YouTube.com');
const queryValue = fc.string({ unit: fc.constantFrom(...'abcXYZ019_-.'), maxLength: 12 });
const padding = fc.constantFrom('', ' ', '\n', '  \t');

/** Every accepted way of writing a video id, around an id placeholder. */
const acceptedForm: fc.Arbitrary<(id: string) => string> = fc.oneof(
  fc.constant((id: string) => id),
  fc
    .tuple(
      scheme,
      youtubeHost,
      fc.constantFrom('', 'feature=share&', 'app=desktop&'),
      fc.constantFrom('', '&t=42s', '&list=PL1'),
    )
    .map(
      ([s, host, before, after]) =>
        (id: string) =>
          `${s}${host}/watch?${before}v=${id}${after}`,
    ),
  fc.tuple(scheme, fc.constantFrom('youtu.be', 'www.youtu.be'), fc.option(queryValue)).map(
    ([s, host, si]) =>
      (id: string) =>
        `${s}${host}/${id}${si === null ? '' : `?si=${si}`}`,
  ),
  fc.tuple(scheme, youtubeHost, fc.constantFrom('', '?feature=share', '#comentarios')).map(
    ([s, host, tail]) =>
      (id: string) =>
        `${s}${host}/shorts/${id}${tail}`,
  ),
  fc
    .tuple(
      scheme,
      fc.constantFrom('www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com'),
      fc.constantFrom('', '?autoplay=1&mute=1'),
    )
    .map(
      ([s, host, tail]) =>
        (id: string) =>
          `${s}${host}/embed/${id}${tail}`,
    ),
);

describe('parseYouTubeVideoId', () => {
  it.each([
    ['M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://youtu.be/M7lc1UVf-VE?si=abc', 'M7lc1UVf-VE'],
    ['youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1', 'dQw4w9WgXcQ'],
    ['  https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=1s  ', 'dQw4w9WgXcQ'],
  ])('reads %s', (input, id) => {
    expect(parseYouTubeVideoId(input)).toBe(id);
  });

  it.each([
    '',
    'M7lc1UVf-V',
    'M7lc1UVf-VEX',
    'M7lc1UVf VE',
    'https://vimeo.com/123456789',
    'https://www.youtube.com/watch?v=M7lc1UVf-V',
    'https://www.youtube.com/watch?list=PL1',
    'https://www.youtube.com/watch?v=%4D7lc1UVf-VE',
    'https://www.youtube.com/embed/M7lc1UVf-VE/extra',
    'https://www.youtube.com/v/M7lc1UVf-VE',
    'https://youtube.com.evil.example/watch?v=M7lc1UVf-VE',
    'https://evil.example/?u=https://youtu.be/M7lc1UVf-VE',
    'https://user:pass@www.youtube.com/watch?v=M7lc1UVf-VE',
    'https://www.youtube.com:8443/watch?v=M7lc1UVf-VE',
    'ftp://www.youtube.com/watch?v=M7lc1UVf-VE',
    'javascript:alert(1)//youtu.be/M7lc1UVf-VE',
    'https://www.you\ntube.com/watch?v=M7lc1UVf-VE',
    'https://www.youtube-nocookie.com/watch?v=M7lc1UVf-VE',
    `https://youtu.be/M7lc1UVf-VE?x=${'a'.repeat(300)}`,
  ])('refuses %j', (input) => {
    expect(parseYouTubeVideoId(input)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    for (const value of [undefined, null, 42, {}, ['M7lc1UVf-VE']])
      expect(parseYouTubeVideoId(value)).toBeNull();
  });

  it('stores one canonical address per id', () => {
    expect(youTubeWatchUrl('M7lc1UVf-VE')).toBe('https://www.youtube.com/watch?v=M7lc1UVf-VE');
  });
});

describe('parseYouTubeVideoId properties', () => {
  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.webUrl(), fc.anything()),
        (input) => {
          const result = parseYouTubeVideoId(input);
          expect(result === null || /^[A-Za-z0-9_-]{11}$/.test(result)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('accepts every accepted form with any valid id', () => {
    fc.assert(
      fc.property(acceptedForm, videoId, padding, (form, id, pad) => {
        expect(parseYouTubeVideoId(`${pad}${form(id)}${pad}`)).toBe(id);
        expect(parseYouTubeVideoId(youTubeWatchUrl(id))).toBe(id);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses every form when the id has the wrong length', () => {
    const wrongLength = fc
      .string({ unit: fc.constantFrom(...ID_CHARS), maxLength: 30 })
      .filter((text) => text.length !== 11);
    fc.assert(
      fc.property(acceptedForm, wrongLength, (form, id) => {
        expect(parseYouTubeVideoId(form(id))).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses every form when the id holds a character outside A-Z a-z 0-9 _ -', () => {
    const badChar = fc.constantFrom(...'!$%+=.,:;~*()[]{}@/?#&\'"<> é😀\\\u0000\u200b');
    fc.assert(
      fc.property(acceptedForm, videoId, badChar, fc.nat(10), (form, id, char, at) => {
        const broken = id.slice(0, at) + char + id.slice(at + 1);
        expect(parseYouTubeVideoId(form(broken))).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a valid id on any other host or path', () => {
    const otherHost = fc.oneof(
      fc
        .domain()
        .filter((host) => !/^(www\.|m\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)$/.test(host)),
      fc.constantFrom('youtube.com.evil.example', 'youtu.be.example', 'notyoutube.com', 'youtube.co'),
    );
    const path = fc.constantFrom('/watch?v=', '/', '/embed/', '/shorts/');
    fc.assert(
      fc.property(otherHost, path, videoId, (host, prefix, id) => {
        expect(parseYouTubeVideoId(`https://${host}${prefix}${id}`)).toBeNull();
      }),
    );
    const otherPath = fc.constantFrom(
      '/v/',
      '/live/',
      '/watch/',
      '/embed/x/',
      '/shorts/x/',
      '/channel/',
      '/e/',
    );
    fc.assert(
      fc.property(youtubeHost, otherPath, videoId, (host, prefix, id) => {
        expect(parseYouTubeVideoId(`https://${host}${prefix}${id}`)).toBeNull();
      }),
    );
  });

  it('refuses any text without an 11-character run of id characters', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }).filter((text) => !/[A-Za-z0-9_-]{11}/.test(text)),
        (text) => {
          expect(parseYouTubeVideoId(text)).toBeNull();
        },
      ),
      { numRuns: 2000 },
    );
  });
});
