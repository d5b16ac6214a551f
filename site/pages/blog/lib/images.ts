/** The generated images come in pairs: covers and figures at 480/960 px, avatars at 96/192 px. */
export function smallCover(cover960: string): string {
  return cover960.replace(/-960\.webp$/, '-480.webp');
}

export function coverSrcSet(cover960: string): string {
  return `${smallCover(cover960)} 480w, ${cover960} 960w`;
}

export function avatarSrcSet(avatar96: string): string {
  return `${avatar96} 96w, ${avatar96.replace(/-96\.webp$/, '-192.webp')} 192w`;
}

export const PLACEHOLDER_IMAGE = '/images/blog/placeholder.webp';
export const COVER_SIZE = { width: 960, height: 540 } as const;
