import type { AdminVideo } from '#src/features/admin/api/admin-types.ts';
import {
  changedUnderDraft,
  draftFromVideo,
  draftHasNoVideo,
  draftProblem,
  draftToUpdate,
  followSaved,
  isDraftDirty,
  startEdit,
} from './video-draft.ts';

const saved: AdminVideo = {
  id: 'b5d7d2c4-0000-4000-8000-000000000001',
  video_key: 'hero-main',
  youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  video_name: 'Vídeo principal',
  description: 'Vídeo vertical do topo da página.',
  is_active: true,
  created_at: '2026-11-22T09:00:00Z',
  updated_at: '2026-11-22T09:00:00Z',
};

describe('video draft dirty state', () => {
  it('starts clean from the saved values', () => {
    expect(isDraftDirty(draftFromVideo(saved), saved)).toBe(false);
  });

  it.each(['videoName', 'youtubeUrl', 'description'] as const)('becomes dirty when %s changes', (field) => {
    const draft = { ...draftFromVideo(saved), [field]: 'outro valor' };
    expect(isDraftDirty(draft, saved)).toBe(true);
  });

  it('is clean again when the change is undone by hand', () => {
    const draft = { ...draftFromVideo(saved), videoName: 'Vídeo principal!' };
    expect(isDraftDirty(draft, saved)).toBe(true);
    expect(isDraftDirty({ ...draft, videoName: 'Vídeo principal' }, saved)).toBe(false);
  });

  it('ignores spaces around a value: the server trims them, so nothing would change', () => {
    const draft = {
      ...draftFromVideo(saved),
      videoName: '  Vídeo principal ',
      description: `${saved.description}\n`,
    };
    expect(isDraftDirty(draft, saved)).toBe(false);
  });

  it('counts a different spelling of the same video as a change (the server stores it canonical)', () => {
    expect(isDraftDirty({ ...draftFromVideo(saved), youtubeUrl: 'dQw4w9WgXcQ' }, saved)).toBe(true);
  });
});

describe('a video without a URL', () => {
  const withoutVideo: AdminVideo = { ...saved, youtube_url: null };

  it('is edited as an empty field, clean until a URL is typed', () => {
    const draft = draftFromVideo(withoutVideo);
    expect(draft.youtubeUrl).toBe('');
    expect(draftHasNoVideo(draft)).toBe(true);
    expect(isDraftDirty(draft, withoutVideo)).toBe(false);
    expect(isDraftDirty({ ...draft, youtubeUrl: '   ' }, withoutVideo)).toBe(false);
    expect(isDraftDirty({ ...draft, youtubeUrl: 'dQw4w9WgXcQ' }, withoutVideo)).toBe(true);
  });

  it('can be saved: emptying the field removes the video (sent as an empty URL)', () => {
    const cleared = { ...draftFromVideo(saved), youtubeUrl: '  ' };
    expect(isDraftDirty(cleared, saved)).toBe(true);
    expect(draftProblem(cleared)).toBeNull();
    expect(draftToUpdate('hero-main', cleared)).toMatchObject({ youtubeUrl: '' });
  });
});

describe('draftProblem', () => {
  it('accepts every form the server accepts', () => {
    for (const youtubeUrl of [
      'dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(draftProblem({ ...draftFromVideo(saved), youtubeUrl })).toBeNull();
    }
  });

  it('names an invalid URL and an empty name', () => {
    expect(draftProblem({ ...draftFromVideo(saved), youtubeUrl: 'https://vimeo.com/123' })).toMatch(
      /^URL do YouTube inválido/,
    );
    expect(draftProblem({ ...draftFromVideo(saved), videoName: '   ' })).toBe(
      'O nome do vídeo não pode ficar vazio.',
    );
  });
});

describe('draftToUpdate', () => {
  it('sends the video-manager body with trimmed values', () => {
    expect(
      draftToUpdate('hero-main', {
        videoName: ' Novo ',
        youtubeUrl: ' dQw4w9WgXcQ ',
        description: ' Texto ',
      }),
    ).toEqual({ videoKey: 'hero-main', videoName: 'Novo', youtubeUrl: 'dQw4w9WgXcQ', description: 'Texto' });
  });
});

describe('followSaved: a live reload of the saved video', () => {
  const renamed: AdminVideo = {
    ...saved,
    video_name: 'Renomeado noutro aparelho',
    updated_at: '2026-11-22T10:00:00Z',
  };

  it('updates a card without unsaved changes', () => {
    const next = followSaved(startEdit(saved), renamed);
    expect(next).toEqual(startEdit(renamed));
    expect(changedUnderDraft(next, renamed)).toBe(false);
  });

  it('never overwrites unsaved changes, and tells that the saved video moved on', () => {
    const editing = { base: saved, draft: { ...draftFromVideo(saved), description: 'A minha descrição' } };
    const next = followSaved(editing, renamed);
    expect(next).toBe(editing);
    expect(changedUnderDraft(next, renamed)).toBe(true);
  });

  it('follows once the saved video equals the draft (the owner’s own save)', () => {
    const editing = { base: saved, draft: { ...draftFromVideo(saved), videoName: 'Novo nome' } };
    const savedNow = { ...saved, video_name: 'Novo nome', updated_at: '2026-11-22T10:00:00Z' };
    expect(followSaved(editing, savedNow)).toEqual(startEdit(savedNow));
  });

  it('changes nothing for the same saved state', () => {
    const editing = { base: saved, draft: { ...draftFromVideo(saved), videoName: 'x' } };
    expect(followSaved(editing, { ...saved })).toBe(editing);
  });
});
