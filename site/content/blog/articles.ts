import { authors } from './authors.ts';
import type { BlogArticle } from './types.ts';

export type { BlogArticle, BlogAuthor, BlogCategory, CategoryColor } from './types.ts';
export { blogCategories } from './types.ts';

const cover = (slug: string) => `/images/blog/covers/${slug}-960.webp`;

/**
 * The six built-in articles, newest first. Bodies are markdown files named after the slug
 * (`./<slug>.md`); pages import them as sanitized HTML, the assistant reads them raw.
 */
export const articles: BlogArticle[] = [
  {
    id: 1,
    slug: 'introduccion-inteligencia-artificial-empresas',
    title: 'Inteligencia artificial en la empresa: una guía para dar el primer paso con éxito',
    excerpt:
      'Qué problemas resuelve de verdad la IA, cómo elegir el primer caso de uso y qué necesita tu organización para pasar del piloto a resultados medibles.',
    date: '14 de octubre de 2026',
    isoDate: '2026-10-14',
    author: authors.lauraMartin,
    coverImage: cover('introduccion-inteligencia-artificial-empresas'),
    coverAlt: 'Ilustración abstracta de barras ascendentes conectadas por una red de nodos en tonos índigo',
    categories: ['Inteligencia Artificial', 'Empresas', 'Innovación'],
    categoryColor: 'category-indigo',
    readTime: '10 min',
    tags: ['estrategia', 'transformación digital', 'casos de uso', 'retorno de la inversión'],
    featured: true,
  },
  {
    id: 2,
    slug: 'machine-learning-aplicaciones-practicas',
    title: 'Machine learning en la práctica: siete aplicaciones que ya generan valor',
    excerpt:
      'De la previsión de demanda al mantenimiento predictivo: casos reales de aprendizaje automático, qué datos exigen y los errores que conviene evitar.',
    date: '30 de septiembre de 2026',
    isoDate: '2026-09-30',
    author: authors.carlosRuiz,
    coverImage: cover('machine-learning-aplicaciones-practicas'),
    coverAlt: 'Ilustración abstracta de puntos agrupados separados por una curva de decisión en tonos violeta',
    categories: ['Machine Learning', 'Tecnología'],
    categoryColor: 'category-violet',
    readTime: '12 min',
    tags: ['machine learning', 'previsión de demanda', 'mantenimiento predictivo', 'MLOps'],
    featured: true,
  },
  {
    id: 3,
    slug: 'inteligencia-artificial-educacion',
    title: 'La inteligencia artificial en el aula: oportunidades reales y buenas prácticas',
    excerpt:
      'Cómo pueden docentes y centros usar la IA para personalizar el aprendizaje y ahorrar tiempo sin renunciar al pensamiento crítico ni a la evaluación justa.',
    date: '16 de septiembre de 2026',
    isoDate: '2026-09-16',
    author: authors.elenaSanchez,
    coverImage: cover('inteligencia-artificial-educacion'),
    coverAlt: 'Ilustración abstracta de páginas superpuestas y una bombilla geométrica sobre fondo esmeralda',
    categories: ['Educación', 'Innovación'],
    categoryColor: 'category-emerald',
    readTime: '9 min',
    tags: ['docentes', 'aprendizaje personalizado', 'evaluación', 'competencia digital'],
  },
  {
    id: 4,
    slug: 'etica-inteligencia-artificial',
    title: 'Ética de la inteligencia artificial: del principio a la práctica en tu organización',
    excerpt:
      'Sesgos, transparencia, privacidad y supervisión humana: un marco práctico para desplegar IA de forma responsable y preparada para el Reglamento Europeo.',
    date: '2 de septiembre de 2026',
    isoDate: '2026-09-02',
    author: authors.martaGil,
    coverImage: cover('etica-inteligencia-artificial'),
    coverAlt: 'Ilustración abstracta de una balanza geométrica en equilibrio sobre fondo ámbar y violeta',
    categories: ['Ética', 'Sociedad'],
    categoryColor: 'category-amber',
    readTime: '11 min',
    tags: ['IA responsable', 'sesgos', 'Reglamento Europeo de IA', 'gobernanza'],
  },
  {
    id: 5,
    slug: 'procesamiento-lenguaje-natural-revolucion',
    title: 'La revolución del procesamiento del lenguaje natural: de las reglas a los transformers',
    excerpt:
      'Cómo han cambiado las máquinas su forma de entender el lenguaje, qué pueden hacer hoy los modelos de lenguaje por tu negocio y dónde siguen fallando.',
    date: '19 de agosto de 2026',
    isoDate: '2026-08-19',
    author: authors.tomasHerrera,
    coverImage: cover('procesamiento-lenguaje-natural-revolucion'),
    coverAlt: 'Ilustración abstracta de burbujas de diálogo y bloques de texto conectados en tonos rosa e índigo',
    categories: ['NLP', 'Inteligencia Artificial', 'Tecnología'],
    categoryColor: 'category-rose',
    readTime: '13 min',
    tags: ['NLP', 'transformers', 'modelos de lenguaje', 'RAG', 'chatbots'],
  },
  {
    id: 6,
    slug: 'futuro-trabajo-era-ia',
    title: 'El futuro del trabajo en la era de la IA: qué cambia, qué permanece y cómo prepararse',
    excerpt:
      'La IA transforma tareas antes que profesiones. Claves para que personas y equipos se adapten, aprendan nuevas competencias y ganen tiempo para lo importante.',
    date: '5 de agosto de 2026',
    isoDate: '2026-08-05',
    author: authors.lauraMartin,
    coverImage: cover('futuro-trabajo-era-ia'),
    coverAlt: 'Ilustración abstracta de una cuadrícula de personas y órbitas entrelazadas en tonos azul cielo',
    categories: ['Futuro del Trabajo', 'Tendencias', 'Sociedad'],
    categoryColor: 'category-sky',
    readTime: '8 min',
    tags: ['empleo', 'competencias', 'automatización', 'formación continua'],
  },
];

export function findArticle(slug: string | undefined): BlogArticle | undefined {
  return slug ? articles.find((article) => article.slug === slug) : undefined;
}
