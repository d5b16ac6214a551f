/** A page of the main site: relative on the main site itself, absolute anywhere else. */
export function siteLink(site: string, here: string, path: string): string {
  return site === here ? path : `${site}${path}`;
}
