export interface ShareLink {
  network: 'Facebook' | 'Twitter' | 'LinkedIn' | 'WhatsApp';
  href: string;
}

/** Spec section 7: facebook (u), twitter (url, text), linkedin (mini, url, title), whatsapp (text). */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}
