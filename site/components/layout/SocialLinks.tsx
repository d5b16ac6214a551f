import { company } from '../../content/company.ts';

/**
 * The four networks. The glyphs are static SVG files painted in the text colour through a CSS
 * mask (SocialLinks.css), so they cost no JavaScript on any page.
 */
export function SocialLinks() {
  return (
    <ul className="social-links">
      {company.social.map((profile) => (
        <li key={profile.id}>
          <a href={profile.url} target="_blank" rel="noopener noreferrer" aria-label={`${company.brand} en ${profile.network}`}>
            <span className={`social-icon social-icon--${profile.id}`} aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
