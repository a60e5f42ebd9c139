/** A row of the videos table (spec §3), as the public read and the video-manager function return it. */
export interface VideoRow {
  id: string;
  video_key: string;
  /** Canonical watch URL; null when no video is set (the site then shows the poster). */
  youtube_url: string | null;
  video_name: string;
  description: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}
