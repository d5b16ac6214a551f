import { Briefcase, Mail, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { careerPerks, jobOpenings } from '../../content/careers.ts';
import { company } from '../../content/company.ts';
import { PageHero } from '../../components/PageHero.tsx';
import { formatEuros } from '../../domain/format.ts';

const applyHref = (subject: string) => `mailto:${company.email}?subject=${encodeURIComponent(subject)}`;

export { head } from './head.ts';

export default function CareersPage() {
  return (
    <>
      <PageHero
        eyebrow="Trabaja con nosotros"
        title="Ofertas de empleo en IA Academy"
        lead="Buscamos personas que disfruten resolviendo problemas reales con inteligencia artificial y explicándolos con claridad."
      />
      <section className="section" aria-labelledby="careers-openings-title">
        <div className="container careers">
          <h2 id="careers-openings-title">Puestos abiertos ({jobOpenings.length})</h2>
          <ul className="careers-list">
            {jobOpenings.map((job) => (
              <li key={job.id} className="card careers-job">
                <article aria-labelledby={`${job.id}-title`}>
                  <div className="careers-job__meta">
                    <span className="badge">{job.team}</span>
                    <span>
                      <MapPin size={16} aria-hidden="true" /> {job.location}
                    </span>
                    <span>
                      <Briefcase size={16} aria-hidden="true" /> {job.employmentType === 'FULL_TIME' ? 'Jornada completa' : 'Media jornada'}
                    </span>
                  </div>
                  <h3 id={`${job.id}-title`}>{job.title}</h3>
                  <p>{job.summary}</p>
                  <details className="careers-job__details">
                    <summary>Ver funciones y requisitos</summary>
                    <h4>Qué harás</h4>
                    <ul className="check-list">
                      {job.responsibilities.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                    <h4>Qué buscamos</h4>
                    <ul className="check-list">
                      {job.requirements.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                    <p>
                      <strong>Modalidad:</strong> {job.workplace}. <strong>Salario:</strong> {formatEuros(job.salaryRange.min)} -{' '}
                      {formatEuros(job.salaryRange.max)} brutos al año.
                    </p>
                  </details>
                  <a className="btn btn-primary" href={applyHref(`Candidatura: ${job.title}`)}>
                    <Mail size={18} aria-hidden="true" /> Enviar candidatura<span className="sr-only"> para {job.title}</span>
                  </a>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="careers-perks-title">
        <div className="container careers-perks">
          <div>
            <h2 id="careers-perks-title">Por qué trabajar aquí</h2>
            <ul className="check-list">
              {careerPerks.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h2>¿No ves tu puesto?</h2>
            <p>
              Envíanos una candidatura espontánea con tu CV y cuéntanos en qué te gustaría trabajar. Guardamos tu candidatura durante un año, según nuestra{' '}
              <Link href="/privacidad">política de privacidad</Link>.
            </p>
            <a className="btn btn-outline" href={applyHref('Candidatura espontánea')}>
              <Mail size={18} aria-hidden="true" /> Candidatura espontánea
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
