import { team, TEAM_PHOTO_SIZE } from '../../content/team.ts';

export function TeamSection() {
  return (
    <section className="section" aria-labelledby="about-team-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">Las personas</p>
          <h2 id="about-team-title">Nuestro equipo</h2>
          <p className="lead">Ingenieros, científicos de datos, docentes y juristas que trabajan contigo de principio a fin.</p>
        </div>
        <ul className="about-team grid grid-3">
          {team.map((member) => (
            <li className="card about-member" key={member.slug}>
              <img
                className="about-member__photo"
                src={member.image}
                width={TEAM_PHOTO_SIZE}
                height={TEAM_PHOTO_SIZE}
                alt={`Retrato ilustrado de ${member.name}`}
                loading="lazy"
                decoding="async"
              />
              <h3>{member.name}</h3>
              <p className="about-member__role">{member.role}</p>
              <p className="about-member__bio">{member.bio}</p>
              <ul className="about-member__social">
                <li>
                  <a href={member.linkedIn} target="_blank" rel="noopener noreferrer" aria-label={`LinkedIn de ${member.name} (se abre en una pestaña nueva)`}>
                    LinkedIn
                  </a>
                </li>
                <li>
                  <a
                    href={member.twitter}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`X (Twitter) de ${member.name} (se abre en una pestaña nueva)`}
                  >
                    X (Twitter)
                  </a>
                </li>
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
