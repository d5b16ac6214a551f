import { OFFICE_IMAGE, offices } from '../../content/offices.ts';

/**
 * /nosotros' hero picture: the three offices the lead names, in the catalogue's art direction
 * (the same illustrations as "Nuestras oficinas" below). Wide screens only: on a phone the text
 * is the whole first screen, and a lazy image that is not displayed is never fetched.
 */
export function AboutHeroVisual() {
  return (
    <div className="about-hero-visual">
      {offices.map((office) => (
        <figure key={office.slug} className="about-hero-visual__office">
          <img src={office.image} width={OFFICE_IMAGE.width} height={OFFICE_IMAGE.height} alt="" loading="lazy" decoding="async" />
          <figcaption>{office.city}</figcaption>
        </figure>
      ))}
    </div>
  );
}
