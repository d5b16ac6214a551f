/** Folded Spanish and English function words, greetings and filler that carry no topic. */
export const stopWords: ReadonlySet<string> = new Set(
  `a al algo algun alguna alguno algunos ante antes aqui asi aun bien cada casi como con contra cual cuales
  de del desde donde dos el ella ellas ellos en entre era es esa ese eso esta estan estar este esto estos
  fue ha hace han hasta hay he la las le les lo los mas me mi mis mucho muy nada ni no nos nosotros o os otra
  otro para pero poco por porque puede pueden puedo que quien quienes se sea ser si sin sobre solo son su sus
  tambien te tiene tienen todo todos tu tus un una uno unos unas vosotros vuestro vuestra vuestros vuestras
  ya yo mas y e u mismo misma actualmente momento dadme decidme pasadme mandadme enviadme veo encontrar encuentro
  hola buenas buenos dias tardes noches gracias favor porfa quiero querria quisiera queria gustaria saber
  podria podrian pudieran indicar indicarme indicarnos indiquen facilitar facilitarme facilitarnos detallarme
  proporcionarme informarme agradeceria agradeceriamos rogaria ruego conocer usted ustedes presentan presentais presentame presentadme
  enviarme enviarnos mandarme mandarnos mostrarme envio aplican aplicais mandais enviais mandan envian
  necesito busco podeis podrias puedes decir dime dame cuentame informacion info teneis tenes tienes ofreceis
  haceis hay existe alguien vale ok okay pues entonces bueno oye mira ahora tal eh consiste consisten
  cuanto cuanta cuantos cuantas cual cuales cuando donde como que quien
  soy estoy estais esta da dan dais doy tiene tienen tengo teneis usais usan uso usar utilizar utilizais aplicar
  hacer hago haceis hacen podeis puedo puede quiero queremos necesito necesitamos busco buscamos
  interesa interesaria recomendais recomiendas recomendar recomendarme recomiendame apuntarme
  somos tenemos estamos llevamos podemos sabemos vamos hemos habeis sois seria serian cada vez veces cosa cosas mano gente
  mio mia mios mias nuestro nuestra nuestros nuestras ahi alli luego despues verdad realmente mismo tipo tipos manera forma linea lineas opciones
  offer offers provide available want need tell know moment currently now show list give take please
  ensename ensenadme enseñame enseñadme muestrame mostradme contadme contame explicame explicadme hablame habladme pasadme
  the a an and or of to in on for with is are do does did you your we our i my me it its this that what which
  who how can could would will be have has at by from about any there please hi hello thanks`.split(/\s+/),
);
