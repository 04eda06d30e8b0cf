import type { ContentBlock } from '@parallax/core/contracts/documents';
import type { Language } from '@parallax/core/platform';
import { h2, img, ol, p, table, ul } from './demo-blocks.js';

/** The demo blog (spec 1 §2 blog): posts in en and es; bodies are the document blocks. */
export type DemoBlogPost = {
  slug: string;
  /** A 16:9 demo banner (see demo-blocks wideImage). */
  cover: number;
  publishedAt: string;
  text: Record<
    Language,
    { title: string; excerpt: string; coverAlt: string; blocks: ContentBlock[] }
  >;
};

const stereoCapture: DemoBlogPost = {
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

const fjordBehindTheScenes: DemoBlogPost = {
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

const comfortTips: DemoBlogPost = {
  slug: 'vr-comfort-tips',
  cover: 23,
  publishedAt: '2026-10-28T09:00:00Z',
  text: {
    en: {
      title: 'Seven tips for comfortable VR',
      excerpt:
        'Fit your headset, set up your space and pace yourself, so every scene feels as good as it looks.',
      coverAlt: 'A forest lake in soft morning light',
      blocks: [
        p(
          'Good VR should feel effortless. These seven habits make a real difference, whether you are watching a quiet lake or a ski run.',
        ),
        ol(
          [
            'Fit the headset',
            'Tighten the top strap first so the weight rests on your forehead rather than your cheeks, then adjust the back strap until the picture is sharp.',
          ],
          [
            'Set the lens distance',
            'Match the lens spacing (IPD) to your eyes: on Meta Quest 3 with the wheel under the headset, on Pico 4 Ultra in the display settings.',
          ],
          [
            'Sit down for moving scenes',
            'Scenes filmed in motion, such as a ski run or a boat ride, are easier to enjoy seated.',
          ],
          [
            'Start with still scenes',
            'Photo scenes and slow time-lapses are the gentlest way into VR.',
          ],
          [
            'Take breaks',
            'Rest your eyes for a few minutes every 20 to 30 minutes, and stop at once if you feel unwell.',
          ],
          [
            'Turn on snap movements',
            'In the control panel, under In-VR settings, snap movements turn the view in steps instead of smoothly, which many people find more comfortable.',
          ],
          [
            'Keep the lenses clean and covered',
            'Wipe them with a dry microfibre cloth, never with liquid, and keep the headset out of direct sunlight, which can burn the screens through the lenses.',
          ],
        ),
        h2('Clear your space'),
        ul(
          'Keep a clear circle of about two metres around you.',
          'Set up your headset’s boundary before you start.',
          'Keep pets and small children out of the play area.',
        ),
        h2('If you feel discomfort'),
        p(
          'Take the headset off, sit still and look at something far away until the feeling passes. Mild discomfort usually fades as you get used to VR, so build up your sessions gradually.',
        ),
      ],
    },
    es: {
      title: 'Siete consejos para una VR cómoda',
      excerpt:
        'Ajusta el visor, prepara tu espacio y ve a tu ritmo para que cada escena se sienta tan bien como se ve.',
      coverAlt: 'Un lago en el bosque con la luz suave de la mañana',
      blocks: [
        p(
          'La buena VR no debería costar esfuerzo. Estos siete hábitos marcan la diferencia, tanto si ves un lago en calma como una bajada en esquís.',
        ),
        ol(
          [
            'Ajusta el visor',
            'Aprieta primero la correa superior para que el peso descanse en la frente y no en las mejillas; después ajusta la trasera hasta que la imagen se vea nítida.',
          ],
          [
            'Ajusta la distancia de las lentes',
            'Adapta la separación de las lentes (DIP) a tus ojos: en Meta Quest 3 con la rueda de la parte inferior del visor, en Pico 4 Ultra en los ajustes de pantalla.',
          ],
          [
            'Siéntate para las escenas en movimiento',
            'Las escenas grabadas en movimiento, como una bajada en esquís o un paseo en barca, se disfrutan mejor sentado.',
          ],
          [
            'Empieza por escenas quietas',
            'Las escenas fotográficas y los time-lapses lentos son la forma más suave de entrar en la VR.',
          ],
          [
            'Descansa',
            'Deja descansar la vista unos minutos cada 20 o 30 minutos y para de inmediato si te encuentras mal.',
          ],
          [
            'Activa los movimientos por saltos',
            'En el panel de control, en Ajustes de VR, los movimientos por saltos giran la vista a saltos en lugar de forma continua, algo que a mucha gente le resulta más cómodo.',
          ],
          [
            'Mantén las lentes limpias y tapadas',
            'Límpialas con un paño de microfibra seco, nunca con líquidos, y no dejes el visor al sol: a través de las lentes puede quemar las pantallas.',
          ],
        ),
        h2('Despeja tu espacio'),
        ul(
          'Deja libre un círculo de unos dos metros a tu alrededor.',
          'Configura el límite de seguridad del visor antes de empezar.',
          'Mantén a las mascotas y a los niños pequeños fuera de la zona de juego.',
        ),
        h2('Si sientes malestar'),
        p(
          'Quítate el visor, quédate quieto y mira algo lejano hasta que se pase. El malestar leve suele desaparecer a medida que te acostumbras a la VR, así que alarga las sesiones poco a poco.',
        ),
      ],
    },
  },
};

export const demoBlogPosts: DemoBlogPost[] = [stereoCapture, fjordBehindTheScenes, comfortTips];
