import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { LANG_OPTIONS, PERSONAS, POSITIONS, scriptTag, THEME_OPTIONS, WIDGETS } from '../../../widgets/config.ts';
import { callWidgets } from '../../lib/widgets.ts';
import { PageHero } from '../../components/PageHero.tsx';
import {
  DEFAULT_CHOICE,
  langLabels,
  personaLabels,
  positionLabels,
  previewAttributes,
  tagAttributes,
  themeLabels,
  widgetLabels,
  type IntegrationChoice,
} from './options.ts';
import { CopyButton } from './CopyButton.tsx';
import { directSrc, pinnedTag } from './release.ts';

export { head } from './head.ts';

const QUEUE_SNIPPET = `// En un archivo JavaScript de tu web, antes o después de la etiqueta:
window.IAWidgets = window.IAWidgets || [];
IAWidgets.push(['on', 'consent-change', (ajustes) => console.log(ajustes)]);
IAWidgets.push(['setPersona', 'courses']);
IAWidgets.push((api) => api.open());`;

interface RadioGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}

function RadioGroup<T extends string>({ legend, name, options, labels, value, onChange }: RadioGroupProps<T>) {
  return (
    <fieldset className="integration-group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="integration-choice">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {labels[option]}
        </label>
      ))}
    </fieldset>
  );
}

export default function IntegrationPage() {
  const [choice, setChoice] = useState<IntegrationChoice>(DEFAULT_CHOICE);
  const tag = scriptTag(directSrc(choice.widgets), tagAttributes(choice));
  const pinned = pinnedTag(tagAttributes(choice));
  const update = (change: Partial<IntegrationChoice>) => setChoice((current) => ({ ...current, ...change }));

  // The page's own widgets are the live preview; leaving the page puts the site's settings back.
  useEffect(() => callWidgets(['configure', previewAttributes(choice)]), [choice]);
  useEffect(() => () => callWidgets(['configure', previewAttributes(DEFAULT_CHOICE)]), []);

  const toggleWidget = (name: (typeof WIDGETS)[number], on: boolean) =>
    update({ widgets: WIDGETS.filter((widget) => (widget === name ? on : choice.widgets.includes(widget))) });

  return (
    <>
      <PageHero
        eyebrow="Integración"
        title="Lleva el asistente a tu web con una sola etiqueta"
        lead="El asistente de IA, el botón de WhatsApp y el banner de cookies de IA Academy funcionan en cualquier web. Elige cómo se ven, míralos cambiar en esta misma página y copia la etiqueta."
      />
      <section className="section" aria-labelledby="integration-setup-title">
        <div className="container integration">
          <form className="card integration-form" aria-labelledby="integration-setup-title" onSubmit={(event) => event.preventDefault()}>
            <h2 id="integration-setup-title">Configura los widgets</h2>
            <p className="muted">Cada cambio se aplica al momento a los widgets de esta página.</p>
            <RadioGroup
              legend="Esquina"
              name="position"
              options={POSITIONS}
              labels={positionLabels}
              value={choice.position}
              onChange={(position) => update({ position })}
            />
            <RadioGroup
              legend="Asistente inicial"
              name="persona"
              options={PERSONAS}
              labels={personaLabels}
              value={choice.persona}
              onChange={(persona) => update({ persona })}
            />
            <fieldset className="integration-group">
              <legend>Opciones</legend>
              <label className="integration-choice">
                <input type="checkbox" checked={choice.personaSelector} onChange={(event) => update({ personaSelector: event.target.checked })} />
                Permitir cambiar de asistente
              </label>
            </fieldset>
            <fieldset className="integration-group">
              <legend>Widgets</legend>
              {WIDGETS.map((widget) => (
                <label key={widget} className="integration-choice">
                  <input type="checkbox" checked={choice.widgets.includes(widget)} onChange={(event) => toggleWidget(widget, event.target.checked)} />
                  {widgetLabels[widget]}
                </label>
              ))}
              {choice.widgets.length === 0 && (
                <p className="integration-hint" role="status">
                  Sin ninguno marcado, la etiqueta carga los tres.
                </p>
              )}
            </fieldset>
            <RadioGroup legend="Idioma" name="lang" options={LANG_OPTIONS} labels={langLabels} value={choice.lang} onChange={(lang) => update({ lang })} />
            <RadioGroup legend="Tema" name="theme" options={THEME_OPTIONS} labels={themeLabels} value={choice.theme} onChange={(theme) => update({ theme })} />
          </form>

          <div className="integration-result">
            <div className="card">
              <h2 id="integration-tag-title">Tu etiqueta</h2>
              <p className="muted">Pégala antes de cerrar el &lt;body&gt; de cada página donde quieras los widgets.</p>
              <pre className="integration-code" role="region" tabIndex={0} aria-labelledby="integration-tag-title">
                <code>{tag}</code>
              </pre>
              <CopyButton text={tag} label="Copiar etiqueta" what="la etiqueta" />
              <p className="muted">
                Esta dirección trae justo los widgets que has marcado, en una sola descarga, y sigue la versión 1: cada mejora llega a tu web en pocos minutos.
                Si cambias de widgets, vuelve a copiar la etiqueta. Las direcciones <code>/widgets/v1/widgets.js</code> y <code>/widgets/widgets.js</code>{' '}
                siguen funcionando.
              </p>
            </div>
            <div className="card">
              <h2 id="integration-pinned-title">Versión fija, con integridad (SRI)</h2>
              <p className="muted">
                Esta versión no cambia nunca y tu navegador comprueba su huella (<code>integrity</code>) antes de ejecutarla. Para recibir mejoras, vuelve a
                esta página y copia la etiqueta nueva.
              </p>
              {pinned ? (
                <>
                  <pre className="integration-code" role="region" tabIndex={0} aria-labelledby="integration-pinned-title">
                    <code>{pinned}</code>
                  </pre>
                  <CopyButton text={pinned} label="Copiar etiqueta fija" what="la etiqueta fija" />
                </>
              ) : (
                <p>La versión fija aparece aquí en cuanto se publican los widgets.</p>
              )}
            </div>
            <div className="card">
              <h2>Requisitos de tu web</h2>
              <ul className="check-list">
                <li>Si tu web tiene Content-Security-Policy, añade nuestro dominio a script-src y connect-src. No hace falta &apos;unsafe-inline&apos;.</li>
                <li>Escríbenos para dar de alta tu dominio: el asistente solo responde a webs autorizadas.</li>
                <li>
                  Los scripts de analítica o marketing que marques con <code>type=&quot;text/plain&quot; data-consent=&quot;analytics&quot;</code> (o marketing,
                  preferences) solo se ejecutan cuando el visitante acepta esa categoría.
                </li>
                <li>
                  El banner de cookies habla por tu web: añade <code>data-policy-url</code> con la URL de tu política de cookies (si falta, enlaza a la
                  nuestra), <code>data-consent-categories</code> con las categorías que de verdad usas (analytics, marketing, preferences) y{' '}
                  <code>data-owner</code> con el nombre de tu web.
                </li>
              </ul>
              <p>
                ¿Dudas con la integración? <Link href="/contacto">Habla con nuestro equipo</Link>.
              </p>
            </div>
          </div>
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="integration-api-title">
        <div className="container integration-api">
          <h2 id="integration-api-title">Para desarrolladores: la API de window.IAWidgets</h2>
          <p>
            Abre o cierra el asistente desde tus propios botones, cambia de asistente o reabre el banner de cookies. Las llamadas hechas antes de que cargue el
            script esperan en una cola y se ejecutan al cargar:
          </p>
          <pre className="integration-code">
            <code>{QUEUE_SNIPPET}</code>
          </pre>
          <dl className="integration-methods">
            <dt>
              <code>open()</code>, <code>close()</code>, <code>toggle()</code>
            </dt>
            <dd>Abre, cierra o alterna la ventana del asistente.</dd>
            <dt>
              <code>setPersona(&apos;general&apos; | &apos;courses&apos; | &apos;technical&apos;)</code>
            </dt>
            <dd>Cambia de asistente y empieza una conversación nueva.</dd>
            <dt>
              <code>consent.get()</code>, <code>consent.show()</code>
            </dt>
            <dd>Lee la elección de cookies (o null si aún no hay) y vuelve a mostrar el banner.</dd>
            <dt>
              <code>on(evento, fn)</code>, <code>off(evento, fn)</code>
            </dt>
            <dd>
              Eventos: open, close, message-sent, message-received, consent-change y whatsapp-conversion. También llegan a window como{' '}
              <code>iawidgets:&lt;evento&gt;</code> (CustomEvent con los datos en detail).
            </dd>
            <dt>
              <code>
                configure({'{'} position: &apos;top-left&apos; {'}'})
              </code>
            </dt>
            <dd>Cambia opciones en vivo, con los mismos nombres y valores que los atributos data-*. Es lo que usa esta página.</dd>
          </dl>
        </div>
      </section>
    </>
  );
}
