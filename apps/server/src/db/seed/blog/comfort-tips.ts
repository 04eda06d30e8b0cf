import { h2, ol, p, ul } from '../demo-blocks.js';
import type { DemoBlogPost } from './demo-blog-post.js';

export const comfortTips: DemoBlogPost = {
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
