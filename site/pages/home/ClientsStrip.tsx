import { clients } from '../../content/home.ts';

export function ClientsStrip() {
  return (
    <section className="clients" aria-labelledby="clients-title">
      <div className="container">
        <h2 id="clients-title" className="clients__title">
          Empresas que ya confían en nosotros
        </h2>
        <ul className="clients__list">
          {clients.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
