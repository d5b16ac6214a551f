import { serviceDetails, type ServiceDetail } from '../../../site/content/services.ts';
import { toTerms } from '../text/terms.ts';

/**
 * The services' use cases (site/content/services/detail) as the visitor describes them: "soy
 * autónomo y pierdo horas con presupuestos y correos" names two tasks of IA sin programar's use
 * case for «Autónomos y pequeños negocios».
 */

type UseCase = ServiceDetail['details']['useCases'][number];

/** How many services' use cases use each word: "presupuesto" is in three, "rúbricas" in one. */
const servicesUsing = new Map<string, number>();
for (const service of serviceDetails) {
  const terms = new Set(service.details.useCases.flatMap((item) => toTerms(`${item.title} ${item.description}`)));
  for (const term of terms) servicesUsing.set(term, (servicesUsing.get(term) ?? 0) + 1);
}

/** Words a use case uses to say who it is for ("Personas que quieren…", "Estudiantes de máster…"), not what they do. */
const whoTerms = new Set(
  toTerms(
    'personas profesionales estudiantes alumnos quieren quiere grado master equipo equipos empresa empresas clientes tareas concretas herramientas hacia desde',
  ),
);

/** Words of the services' names: a field ("lenguaje natural", "análisis de datos"), which the search weighs already. */
const nameTerms = new Set(serviceDetails.flatMap((service) => toTerms(service.title)));

/** Words of a use case that say what is done ("presupuestos", "rúbricas"), not who for nor the field. */
const taskTerm = (term: string) => term.length >= 4 && !whoTerms.has(term) && !nameTerms.has(term);

/** Each use case's task words, worked out once. */
const taskTermsOf = new Map<UseCase, string[]>(
  serviceDetails.flatMap((service) => service.details.useCases.map((item) => [item, [...new Set(toTerms(item.description).filter(taskTerm))]] as const)),
);

/**
 * The use case of this service the visitor describes: two of its tasks, one of them only this
 * service's ("materiales y rúbricas") or told by someone its title names ("soy autónomo…
 * presupuestos y correos": «Autónomos y pequeños negocios»).
 */
export function describedUseCase(service: ServiceDetail, said: ReadonlySet<string>, role?: RegExp): UseCase | undefined {
  return service.details.useCases.find((item) => {
    const tasks = (taskTermsOf.get(item) ?? []).filter((term) => said.has(term));
    const ownTask = tasks.some((term) => servicesUsing.get(term) === 1);
    return tasks.length >= 2 && (ownTask || (role !== undefined && role.test(item.title)));
  });
}

/** The service one of whose use cases the message describes ("preparar materiales y rúbricas"). */
export function describedService(simplified: string, role?: RegExp, student = false): ServiceDetail | undefined {
  const said = new Set(toTerms(simplified));
  // A student is the audience of the services for learners, never of one a university hires ("Asignaturas… en programas universitarios").
  return serviceDetails.find((service) => (service.forLearners || !student) && describedUseCase(service, said, role));
}
