-- No built-in video: a video without a URL (null) has nothing to play, and the site shows its
-- poster until the owner sets one. The seed gave both videos an unrelated demo video; it is
-- cleared only where it is still that value, never where the owner has set a URL.
-- Re-runnable.

alter table public.videos alter column youtube_url drop not null;

update public.videos
set youtube_url = null
where video_key in ('hero-main', 'waterproofing')
  and youtube_url = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';
