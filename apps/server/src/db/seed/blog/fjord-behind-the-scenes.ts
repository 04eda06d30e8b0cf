import { h2, img, p, table, ul } from '../demo-blocks.js';
import type { DemoBlogPost } from './demo-blog-post.js';

export const fjordBehindTheScenes: DemoBlogPost = {
  slug: 'northern-fjord-behind-the-scenes',
  cover: 16,
  publishedAt: '2026-09-18T09:00:00Z',
  text: {
    en: {
      title: 'Behind the scenes: Northern Fjord',
      excerpt:
        'Three mornings of waiting for still water in Geiranger, what we carried up the hill, and how a 360° crew hides from its own camera.',
      coverAlt:
        'A fjord between steep green walls, a red cabin at the water’s edge and the peaks mirrored in still water',
      blocks: [
        p(
          'Northern Fjord is one of the calmest packs in the Travel category and one of the hardest we have shot. The whole pack depends on a mirror: the fjord has to be perfectly still.',
        ),
        h2('Waiting for the mirror'),
        p(
          'Wind in Geiranger usually picks up by mid-morning, so every shoot started before sunrise. On the first two mornings a light breeze broke the reflection within minutes; on the third the water stayed flat for almost two hours — long enough for the 360° time-lapse and the stereo panorama.',
        ),
        h2('What we carried'),
        ul(
          'A 360° stereo camera and a spare.',
          'A carbon tripod with a thin centre column, which almost disappears from the bottom of the frame.',
          'Two weatherproof cases of batteries: cold mornings drain them fast.',
          'A drone for scouting, never for the scenes themselves.',
          'A small boat, booked for the panorama across the fjord.',
        ),
        img(
          24,
          'A waterfall dropping into a green valley',
          'The waterfalls along the fjord gave us a second location on the same morning.',
        ),
        h2('Hiding the crew'),
        p(
          'A 360° camera sees everything, including the people running it. Each take started from a timer while the crew waited behind the boathouse, and the tripod’s shadow was painted out afterwards.',
        ),
        h2('A shoot day'),
        table(
          'A morning on the fjord',
          ['Time', 'What happened'],
          [
            ['04:30', 'Leave the hotel with the kit'],
            ['05:15', 'Set up and level the camera at the water’s edge'],
            ['05:45', 'Sunrise: the time-lapse starts'],
            ['07:30', 'Stereo panorama while the water is still flat'],
            ['09:00', 'The wind rises: pack up and review the footage'],
          ],
        ),
        p('Everything in the pack was recorded in those first hours of light.'),
      ],
    },
    es: {
      title: 'Entre bastidores: Northern Fjord',
      excerpt:
        'Tres madrugadas esperando el agua en calma en Geiranger, lo que subimos a la colina y cómo un equipo de 360° se esconde de su propia cámara.',
      coverAlt:
        'Un fiordo entre paredes verdes y escarpadas, una cabaña roja a la orilla y las cumbres reflejadas en el agua quieta',
      blocks: [
        p(
          'Northern Fjord es uno de los packs más tranquilos de la categoría Viajes y uno de los más difíciles que hemos rodado. Todo el pack depende de un espejo: el fiordo tiene que estar completamente quieto.',
        ),
        h2('Esperando el espejo'),
        p(
          'En Geiranger el viento suele levantarse a media mañana, así que cada rodaje empezaba antes del amanecer. Las dos primeras mañanas una brisa ligera rompió el reflejo en pocos minutos; la tercera, el agua se mantuvo lisa casi dos horas, tiempo suficiente para el time-lapse de 360° y la panorámica estéreo.',
        ),
        h2('Lo que llevábamos'),
        ul(
          'Una cámara estéreo de 360° y otra de repuesto.',
          'Un trípode de carbono con una columna central fina, que casi desaparece de la parte inferior del encuadre.',
          'Dos maletas estancas llenas de baterías: las mañanas frías las agotan enseguida.',
          'Un dron para explorar el terreno, nunca para las escenas.',
          'Una pequeña barca, reservada para la panorámica desde el centro del fiordo.',
        ),
        img(
          24,
          'Una cascada que cae en un valle verde',
          'Las cascadas del fiordo nos dieron una segunda localización la misma mañana.',
        ),
        h2('Esconder al equipo'),
        p(
          'Una cámara de 360° lo ve todo, también a quienes la manejan. Cada toma empezaba con un temporizador mientras el equipo esperaba detrás del cobertizo de las barcas, y la sombra del trípode se borró después.',
        ),
        h2('Un día de rodaje'),
        table(
          'Una mañana en el fiordo',
          ['Hora', 'Qué pasó'],
          [
            ['04:30', 'Salida del hotel con el equipo'],
            ['05:15', 'Montar y nivelar la cámara en la orilla'],
            ['05:45', 'Amanecer: empieza el time-lapse'],
            ['07:30', 'Panorámica estéreo mientras el agua sigue lisa'],
            ['09:00', 'Se levanta el viento: recoger y revisar el material'],
          ],
        ),
        p('Todo lo que ves en el pack se grabó en esas primeras horas de luz.'),
      ],
    },
  },
};
