import { contactFaqs } from '../../content/contact.ts';
import { FaqList } from '../../components/FaqList.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { CallbackForm } from './CallbackForm.tsx';
import { ContactForm } from './ContactForm.tsx';
import { ContactInfo } from './ContactInfo.tsx';
import { MapEmbed } from './MapEmbed.tsx';

export { head } from './head.ts';

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contacto"
        title="Hablemos de tu proyecto de IA"
        lead="Cuéntanos qué necesitas: una consultoría, un desarrollo a medida o formación para tu equipo. Te respondemos en menos de 24 horas laborables."
      />
      <section className="section">
        <div className="container contact-layout">
          <ContactForm />
          <div className="contact-side">
            <ContactInfo />
            <CallbackForm />
          </div>
        </div>
      </section>
      <section className="section section--soft">
        <div className="container">
          <MapEmbed />
        </div>
      </section>
      <section className="section" aria-labelledby="contact-faq-title">
        <div className="container contact-faq">
          <h2 id="contact-faq-title">Preguntas frecuentes</h2>
          <FaqList faqs={contactFaqs} />
        </div>
      </section>
    </>
  );
}
