import { hasDomainWord } from '../intents.ts';
import { learnPatterns } from '../text/spelling.ts';

/**
 * Whether a message is about the visitor's private life rather than a business or a training
 * need. Generic business verbs (optimizar, detectar, automatizar, recomendar, predecir) fit both
 * worlds: "optimizar la producción de mi huerto" is a hobby, "optimizar el stock del almacén" a
 * need we meet. The setting decides, so a personal setting is a counter-signal that only a domain
 * or business signal outweighs. Matched on simplified text (folded, aliases applied).
 */

/** Home, hobbies, leisure, health, family, pets, vehicles, travel, personal finances. */
const personalCue = new RegExp(
  `\\b(${[
    '(?<!desde )casa',
    'hogar',
    'piso',
    'jardin',
    'huerto',
    'terraza',
    'balcon',
    'plantas',
    'riego',
    'cesped',
    'piscina',
    'fugas? de agua',
    'goteras?',
    'limpieza de (mi|la) (casa|piso|habitacion)',
    'series?(?! temporal(es)?)',
    'peliculas?',
    'libros? para',
    'novelas?',
    'musica',
    'guitarra',
    'piano',
    'cancion(es)?',
    'videojuegos?',
    'esta noche',
    'fin de semana',
    'recetas?',
    'cena',
    'comida de mi',
    'vinos?',
    'cerveza',
    'mascotas?',
    'perros?',
    'gatos?',
    'caballo',
    'coche',
    'moto',
    'bici(cleta)?',
    'gasolina',
    'viajes?',
    'vacaciones',
    'escapada',
    'gimnasio',
    'entrenamiento',
    'correr',
    'maraton',
    'dieta',
    'adelgazar',
    'sueño',
    'bebe',
    'embarazo',
    'enfermo',
    'enferma',
    'mis hijos',
    'mi hijo',
    'mi hija',
    'mi madre',
    'mi padre',
    'mi pareja',
    'mi novia',
    'mi novio',
    'cumpleaños',
    'regalo',
    'factura de la luz',
    'primitiva',
    'loteria',
    'quiniela',
    'apuestas',
    'mi pueblo',
    'nevar',
    'nieve',
    'fotos de mis',
  ].join('|')})\\b`,
);

/**
 * What ties a message to our offer even in a personal setting: the visitor's organisation, its
 * customers, people or operations, or the training and services themselves.
 */
const businessCue = new RegExp(
  `\\b(${[
    'empresas?',
    'negocios?',
    'clientes?',
    'equipos?',
    'plantilla',
    'empleados',
    'trabajadores',
    'departamento',
    'oficina',
    'fabrica',
    'planta de produccion',
    'tienda',
    'comercio',
    'agencia',
    'hotel(es)?',
    'clinica',
    'hospital',
    'colegio',
    'universidad',
    'academia',
    'restaurante',
    'pizzeria',
    'startup',
    'pyme',
    'autonomo',
    'sector',
    'ventas',
    'pedidos',
    'almacen',
    'stock',
    'facturas',
    'crm',
    'erp',
    'proveedores',
    'produccion industrial',
    'marketing',
    'ecommerce',
    'app',
    'aplicacion',
    'web',
    'cursos?',
    'formacion',
    'servicios?',
    'consultoria',
    'tfm',
    'tfg',
    'tesis',
    'master',
    'programar',
    'python',
    'clases?',
    'sesion(es)?',
    'alumnos?',
    'profesor(es)?',
    'docentes?',
    'certificados?',
    'apunt\\w*',
    'inscrib\\w*',
    'matricul\\w*',
    'plazas',
    'trabaj\\w*',
    'teletrabajo',
    'empleo',
    'vacantes?',
    'puestos?',
    'sede',
    'aparcar',
    'parking',
    // Asking the company itself: "¿cerráis en vacaciones?", "¿se puede aparcar el coche en vuestra sede?".
    'vuestr[oa]s?',
    'teneis',
    'ofreceis',
    'haceis',
    'dais',
    'impartis',
    'abris',
    'cerrais',
    'atendeis',
    'trabajais',
  ].join('|')})\\b`,
);

/** "tengo un restaurante", "en el hotel queremos…": the visitor speaks for a business of their own. */
const ownBusiness =
  /\b(mi|mis|nuestr[oa]s?|tengo (un|una)|llevo (un|una)|somos (un|una)|en (el|la|nuestr[oa]|mi)) (empresa|negocio|restaurante|hotel|tienda|clinica|fabrica|oficina|agencia|pyme|startup|despacho|comercio|pizzeria|almacen|colegio|academia|cadena|franquicia)\b/;

export function speaksForBusiness(simplified: string): boolean {
  return ownBusiness.test(simplified);
}

export function hasPersonalSetting(simplified: string): boolean {
  return personalCue.test(simplified);
}

/** A domain word (IA, datos, modelos…) or a business setting. */
export function hasDomainSignal(simplified: string): boolean {
  return hasDomainWord(simplified) || businessCue.test(simplified);
}

/** A personal setting and nothing that ties the message to our offer: the hand-off, not a page. */
export function isPersonalMatter(simplified: string): boolean {
  return hasPersonalSetting(simplified) && !hasDomainSignal(simplified);
}

learnPatterns([businessCue], false);
// Private-life words are not typos of the site's words ("huerto" is not "hueco"), nor targets.
learnPatterns([personalCue], false);
