import { ContactCta } from './ContactCta.tsx';
import { ClientsStrip } from './ClientsStrip.tsx';
import { FeaturedCourses } from './FeaturedCourses.tsx';
import { Hero } from './Hero.tsx';
import { Method } from './Method.tsx';
import { ServicesPreview } from './ServicesPreview.tsx';
import { Stats } from './Stats.tsx';
import { Testimonials } from './Testimonials.tsx';

export { head } from './head.ts';

export default function HomePage() {
  return (
    <>
      <Hero />
      <ClientsStrip />
      <ServicesPreview />
      <Method />
      <FeaturedCourses />
      <Stats />
      <Testimonials />
      <ContactCta />
    </>
  );
}
