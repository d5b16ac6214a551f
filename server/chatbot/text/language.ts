import { fold } from './fold.ts';

export type Lang = 'es' | 'en';

const english = new Set(
  'heya hows looking outside sunny rainy rn the is are do does you your what when where how much which who can could i we have has course courses price cost start starts office phone number hours open want talk person human hello hi thanks thank there any about and of in to someone call back good morning afternoon evening for it my me with on at this that be need should will tell give learn recommend offer great bye yes sure understand sorry please fine thanks cool nice awesome prices schedule location address email teacher teachers teaches discount certificate certificates free cheap cheapest expensive beginner beginners requirements level duration long hiring job jobs team company services service training lessons lesson private classes class book booking enrol enroll apply fee fees payment pay instalments scholarship scholarships weekend weekends recorded recording next first last much many also there here why if but from by as was were do did doesn don t isn aren won cheers mate anyone helpful hiya howdy hey weather forecast today tomorrow winner won league who where whats what s today please tonight best way ai development develop developing build building guys folks kinda got run remotely remote'.split(
    ' ',
  ),
);
const spanish = new Set(
  'el la los las es son que de del en y un una cuanto cuando donde como curso cursos precio teneis hay quiero hola gracias para por con mi me su se tiene puedo mucho muy pero esto eso esta estoy tengo sois vuestro vuestra vale bien genial ayudado ayuda hecho sido cual cuales quien algo nada nunca tambien'.split(
    ' ',
  ),
);

/** Spanish unless the message has clearly more English function words than Spanish ones. */
export function detectLanguage(text: string): Lang {
  let en = 0;
  let es = 0;
  for (const word of fold(text).split(/[^a-zñ]+/)) {
    if (english.has(word)) en += 1;
    if (spanish.has(word)) es += 1;
  }
  if (/[ñ¿¡áéíóú]/i.test(text)) es += 2;
  return en > es ? 'en' : 'es';
}
