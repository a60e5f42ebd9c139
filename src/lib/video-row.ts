/** A row of the videos table (spec §3), as the public read and the video-manager function return it. */
export interface VideoRow {
  id: string;
  video_key: string;
  youtube_url: string;
  video_name: string;
  description: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}
