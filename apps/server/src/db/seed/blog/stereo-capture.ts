import { h2, img, ol, p, table } from '../demo-blocks.js';
import type { DemoBlogPost } from './demo-blog-post.js';

export const stereoCapture: DemoBlogPost = {
  slug: 'how-stereo-180-is-captured',
  cover: 3,
  publishedAt: '2026-06-10T09:00:00Z',
  text: {
    en: {
      title: 'How a stereo 180° scene is captured',
      excerpt:
        'Two lenses a hand’s width apart, a level tripod and a lot of patience: what happens between the mountain ridge and your headset.',
      coverAlt: 'Mountain ridges at dusk under a violet sky',
      blocks: [
        p(
          'Most packs in Parallax are 180° or 360°, and many are in stereo 3D. Here is how a 180° stereo scene gets from a mountain ridge to your headset.',
        ),
        h2('Two eyes, two lenses'),
        p(
          'Your eyes sit about 63 mm apart, so each sees the world from a slightly different place, and your brain turns that difference into depth. A stereo VR camera copies this with two fisheye lenses mounted side by side at about the same distance, each covering a little more than 180°.',
        ),
        h2('From fisheye to equirectangular'),
        p(
          'Each lens records a circular fisheye image. In post-production both circles are re-projected to the 180° equirectangular format: a square frame per eye in which every row of pixels is a line of latitude and every column a line of longitude. The two frames are placed next to each other — the side-by-side layout — so one video file carries both eyes.',
        ),
        img(
          2,
          'A mountain summit in the midday sun',
          'A 180° frame covers everything in front of you, from your feet to the sky.',
        ),
        h2('180° or 360°?'),
        table(
          'The formats compared',
          ['Format', 'Field of view', '3D depth', 'Detail where you look'],
          [
            ['180° stereo', 'The half in front of you', 'Yes', 'Highest'],
            ['360° mono', 'All around you', 'No', 'Medium'],
            ['360° stereo', 'All around you', 'Yes', 'Lower at the same file size'],
          ],
        ),
        p(
          'For a view with one clear direction — a summit, a pitch, a finish line — 180° stereo puts every pixel where you look. For places worth turning around in, such as a fjord or a city square, 360° wins.',
        ),
        h2('On location'),
        ol(
          [
            'Level the camera',
            'A tilted horizon is the quickest way to make viewers uneasy, so the rig is levelled to within half a degree.',
          ],
          [
            'Set the height',
            'The lenses go at standing or seated eye height, about 1.6 m or 1.2 m, so the scene feels natural.',
          ],
          [
            'Keep the near zone clear',
            'Anything closer than about a metre is hard for the eyes to fuse, so the foreground stays empty.',
          ],
          [
            'Hold still',
            'The camera never pans or tilts during a take; any movement is slow and in a straight line.',
          ],
        ),
        h2('And the demo scenes?'),
        p(
          'The demo scenes in this store are not filmed: a ray tracer renders them, computing each eye’s view separately for every direction (omni-directional stereo) — what an ideal stereo camera would record.',
        ),
      ],
    },
    es: {
      title: 'Cómo se graba una escena estéreo de 180°',
      excerpt:
        'Dos objetivos separados un palmo, un trípode nivelado y mucha paciencia: lo que ocurre entre la cresta de la montaña y tu visor.',
      coverAlt: 'Crestas de montaña al anochecer bajo un cielo violeta',
      blocks: [
        p(
          'La mayoría de los packs de Parallax son de 180° o 360°, y muchos están en 3D estéreo. Así llega una escena estéreo de 180° desde la cresta de una montaña hasta tu visor.',
        ),
        h2('Dos ojos, dos objetivos'),
        p(
          'Tus ojos están separados unos 63 mm, así que cada uno ve el mundo desde un punto algo distinto, y tu cerebro convierte esa diferencia en profundidad. Una cámara VR estéreo lo imita con dos objetivos ojo de pez montados uno junto al otro a más o menos la misma distancia, cada uno con algo más de 180° de campo.',
        ),
        h2('Del ojo de pez a la proyección equirrectangular'),
        p(
          'Cada objetivo graba una imagen circular de ojo de pez. En posproducción, los dos círculos se reproyectan al formato equirrectangular de 180°: un fotograma cuadrado por ojo en el que cada fila de píxeles es una línea de latitud y cada columna una de longitud. Los dos fotogramas se colocan uno al lado del otro —la disposición lado a lado—, de modo que un solo archivo de vídeo lleva los dos ojos.',
        ),
        img(
          2,
          'La cumbre de una montaña bajo el sol del mediodía',
          'Un fotograma de 180° cubre todo lo que tienes delante, de tus pies al cielo.',
        ),
        h2('¿180° o 360°?'),
        table(
          'Los formatos, comparados',
          ['Formato', 'Campo de visión', 'Profundidad 3D', 'Detalle donde miras'],
          [
            ['180° estéreo', 'La mitad que tienes delante', 'Sí', 'El más alto'],
            ['360° mono', 'Todo a tu alrededor', 'No', 'Medio'],
            ['360° estéreo', 'Todo a tu alrededor', 'Sí', 'Menor con el mismo tamaño de archivo'],
          ],
        ),
        p(
          'Para una vista con una dirección clara —una cumbre, un campo, una línea de meta— el 180° estéreo pone cada píxel donde miras. Para lugares en los que merece la pena darse la vuelta, como un fiordo o una plaza, gana el 360°.',
        ),
        h2('En el lugar de rodaje'),
        ol(
          [
            'Nivelar la cámara',
            'Un horizonte torcido es la forma más rápida de incomodar a quien mira, así que el equipo se nivela con un margen de medio grado.',
          ],
          [
            'Ajustar la altura',
            'Los objetivos se colocan a la altura de los ojos de pie o sentado, unos 1,6 m o 1,2 m, para que la escena resulte natural.',
          ],
          [
            'Despejar la zona cercana',
            'A los ojos les cuesta fusionar lo que está a menos de un metro, así que el primer plano se deja vacío.',
          ],
          [
            'No mover la cámara',
            'La cámara nunca gira ni se inclina durante una toma; si hay movimiento, es lento y en línea recta.',
          ],
        ),
        h2('¿Y las escenas de demostración?'),
        p(
          'Las escenas de demostración de esta tienda no se han grabado: las genera un trazador de rayos que calcula por separado la vista de cada ojo en cada dirección (estéreo omnidireccional), justo lo que grabaría una cámara estéreo ideal.',
        ),
      ],
    },
  },
};
