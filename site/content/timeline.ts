/** Milestones on /nosotros. */
export interface TimelineItem {
  year: number;
  title: string;
  description: string;
}

export const timeline: TimelineItem[] = [
  {
    year: 2015,
    title: 'Nace IA Academy',
    description: 'Tres ingenieros abren en Madrid una consultora dedicada a llevar el aprendizaje automático a la empresa española.',
  },
  {
    year: 2017,
    title: 'División de formación',
    description: 'Lanzamos los primeros cursos prácticos para equipos técnicos y directivos, con proyectos sobre datos reales.',
  },
  {
    year: 2018,
    title: 'Oficina en Barcelona',
    description: 'Abrimos sede en Barcelona para acompañar a clientes industriales y de retail del arco mediterráneo.',
  },
  {
    year: 2019,
    title: 'Premio a la innovación',
    description: 'Nuestro sistema de mantenimiento predictivo recibe un premio nacional a la innovación en la industria.',
  },
  {
    year: 2021,
    title: 'Oficina en Lisboa',
    description: 'Damos el salto internacional con un equipo en Lisboa especializado en asistentes conversacionales.',
  },
  {
    year: 2023,
    title: 'Laboratorio de investigación',
    description: 'Creamos un laboratorio propio para evaluar modelos generativos, su seguridad y su coste antes de llevarlos a clientes.',
  },
];
