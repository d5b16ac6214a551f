import { timeline } from '../../content/timeline.ts';

export function TimelineSection() {
  return (
    <section className="section section--soft" aria-labelledby="about-timeline-title">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">Desde 2015</p>
          <h2 id="about-timeline-title">Nuestra historia</h2>
        </div>
        <ol className="about-timeline">
          {timeline.map((item) => (
            <li className="about-timeline__item" key={item.year}>
              <span className="about-timeline__year">{item.year}</span>
              <div className="about-timeline__body">
                <h3>{item.title}</h3>
                <p>{item.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
