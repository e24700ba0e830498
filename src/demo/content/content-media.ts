import { t } from './bilingual'
import type { MediaSeed } from './seed-types'

/** Every picture of the demo, drawn locally by images.ts. Keys are stable: they name the files. */
export const media: MediaSeed[] = [
  // Group pages
  {
    key: 'home-hero',
    alt: t(
      'Lustre de cristal illuminé dans un salon du casino',
      'A lit crystal chandelier in a casino salon',
    ),
    image: { motif: 'chandelier', hue: 280, seed: 11 },
  },
  {
    key: 'group-hero',
    alt: t(
      'Façade Belle Époque d’un casino à coupole, illuminée de nuit',
      'A domed Belle Époque casino façade lit up at night',
    ),
    image: { motif: 'facade', hue: 225, seed: 3 },
  },
  {
    key: 'group-history',
    alt: t(
      'Les arcades dorées et la coupole d’un casino du groupe, près d’un palmier, la nuit',
      'The golden arcades and dome of one of the group’s casinos beside a palm tree at night',
    ),
    image: { motif: 'facade', hue: 250, seed: 8, variant: 1 },
  },
  {
    key: 'group-tables',
    alt: t(
      'Table de poker avec cartes retournées et piles de jetons',
      'A poker table with face-up cards and stacks of chips',
    ),
    image: { motif: 'poker', hue: 160, seed: 4 },
  },
  {
    key: 'casinos-hero',
    alt: t(
      'Trois machines à sous illuminées, dont l’une affiche 7-7-7',
      'Three illuminated slot machines, one of them showing 7-7-7',
    ),
    image: { motif: 'slots', hue: 300, seed: 5 },
  },
  {
    key: 'hotels-hero',
    alt: t(
      'Grand hôtel Belle Époque aux fenêtres éclairées, avec tourelles et marquise rouge',
      'A Belle Époque grand hotel with lit windows, turrets and a red canopy',
    ),
    image: { motif: 'hotel', hue: 225, seed: 6 },
  },
  {
    key: 'hotels-spa',
    alt: t(
      'Piscine intérieure du spa, bordée de bougies et d’arcades',
      'The spa’s indoor pool, lined with candles and arches',
    ),
    image: { motif: 'spa', hue: 200, seed: 7 },
  },
  {
    key: 'restaurants-hero',
    alt: t(
      'Table dressée aux chandelles, avec assiette et verres de vin rouge',
      'A candlelit table laid with a plate and glasses of red wine',
    ),
    image: { motif: 'dining', hue: 345, seed: 8 },
  },
  {
    key: 'vip-hero',
    alt: t(
      'Les quatre cartes du Carré VIP en éventail : White, Silver, Gold et Black',
      'The four Carré VIP cards fanned out: White, Silver, Gold and Black',
    ),
    image: { motif: 'membership', hue: 280, seed: 9 },
  },
  {
    key: 'vip-benefits',
    alt: t(
      'Salon privé avec canapé Chesterfield rouge, table basse et lampe dorée',
      'A private lounge with a red Chesterfield sofa, a coffee table and a gold lamp',
    ),
    image: { motif: 'lounge', hue: 330, seed: 10 },
  },
  {
    key: 'vip-statuses',
    alt: t(
      'Trois cartes à jouer en éventail : pique, cœur et carreau',
      'Three playing cards fanned out: spades, hearts and diamonds',
    ),
    image: { motif: 'cards', hue: 260, seed: 12 },
  },
  {
    key: 'responsible-hero',
    alt: t('Pleine lune se reflétant sur une mer calme', 'A full moon reflected on a calm sea'),
    image: { motif: 'sea', hue: 210, seed: 13 },
  },
  {
    key: 'contact-hero',
    alt: t(
      'Motif Art déco doré rayonnant autour d’un pique',
      'A gold Art Deco pattern radiating around a spade',
    ),
    image: { motif: 'artdeco', hue: 20, seed: 14 },
  },
  {
    key: 'legal-pattern',
    alt: t(
      'Motif Art déco d’éventails dorés sur fond nuit',
      'An Art Deco pattern of gold fans on a midnight background',
    ),
    image: { motif: 'artdeco', hue: 250, seed: 15 },
  },
  // Casinos
  {
    key: 'cannes-hero',
    alt: t(
      'Palmiers et réverbères de la Croisette sous la pleine lune',
      'Palm trees and street lamps on the Croisette under a full moon',
    ),
    image: { motif: 'palms', hue: 222, seed: 21 },
  },
  {
    key: 'cannes-rooftop',
    alt: t(
      'Pyramide de coupes de champagne et bouteille au bar du toit-terrasse',
      'A tower of champagne coupes and a bottle at the rooftop bar',
    ),
    image: { motif: 'champagne', hue: 230, seed: 22 },
  },
  {
    key: 'cannes-video',
    alt: t(
      'Roulette vue de près, bille sur le cylindre et jetons sur le tapis',
      'Close-up of a roulette wheel with the ball spinning and chips on the baize',
    ),
    image: { motif: 'roulette', hue: 222, seed: 23 },
  },
  {
    key: 'deauville-hero',
    alt: t(
      'Les Planches de Deauville, cabines de plage et parasols au crépuscule',
      'The Deauville boardwalk, beach huts and parasols at dusk',
    ),
    image: { motif: 'boardwalk', hue: 235, seed: 24 },
  },
  {
    key: 'deauville-theatre',
    alt: t(
      'Scène de théâtre entre rideaux rouges, sous les projecteurs',
      'A theatre stage between red curtains, under spotlights',
    ),
    image: { motif: 'stage', hue: 340, seed: 25 },
  },
  {
    key: 'biarritz-hero',
    alt: t(
      'Phare balayant l’océan de son faisceau, au-dessus d’un rocher relié par une passerelle',
      'A lighthouse sweeping its beam across the ocean above a rock reached by a footbridge',
    ),
    image: { motif: 'coast', hue: 215, seed: 26 },
  },
  {
    key: 'biarritz-bar',
    alt: t(
      'Cocktail sur le comptoir, devant des étagères de bouteilles rétroéclairées',
      'A cocktail on the counter in front of backlit shelves of bottles',
    ),
    image: { motif: 'bar', hue: 25, seed: 27 },
  },
  {
    key: 'aix-hero',
    alt: t(
      'Fontaine illuminée sous les platanes et une guirlande lumineuse',
      'An illuminated fountain beneath plane trees and a string of lights',
    ),
    image: { motif: 'fountain', hue: 235, seed: 28 },
  },
  {
    key: 'aix-brasserie',
    alt: t(
      'Assiette dressée et verres de vin sur une table de brasserie aux chandelles',
      'A plated dish and wine glasses on a candlelit brasserie table',
    ),
    image: { motif: 'dining', hue: 30, seed: 29 },
  },
  {
    key: 'evian-hero',
    alt: t(
      'Lac et montagnes au clair de lune, avec un voilier et un ponton éclairé',
      'A lake and mountains by moonlight, with a sailing boat and a lit jetty',
    ),
    image: { motif: 'lake', hue: 225, seed: 30 },
  },
  {
    key: 'evian-salon',
    alt: t(
      'Lustre à pampilles et bougies du Salon Belle Époque',
      'The crystal-drop chandelier and candles of the Salon Belle Époque',
    ),
    image: { motif: 'chandelier', hue: 40, seed: 31 },
  },
  {
    key: 'lyon-hero',
    alt: t(
      'Quais illuminés, pont de pierre et basilique sur la colline, de nuit',
      'Lit quays, a stone bridge and a basilica on the hill at night',
    ),
    image: { motif: 'city', hue: 235, seed: 32 },
  },
  {
    key: 'lyon-club',
    alt: t(
      'Saxophone sur son support devant un bar aux étagères de bouteilles',
      'A saxophone on its stand in front of a bar lined with bottles',
    ),
    image: { motif: 'bar', hue: 260, seed: 33, variant: 1 },
  },
  {
    key: 'touquet-hero',
    alt: t(
      'Villa anglo-normande éclairée dans la pinède, sous la lune',
      'A lit Anglo-Norman villa in the pine forest under the moon',
    ),
    image: { motif: 'pines', hue: 225, seed: 34 },
  },
  {
    key: 'touquet-dining',
    alt: t(
      'Plateau d’huîtres sur glace pilée avec citron, verres de vin blanc et bougie',
      'A platter of oysters on crushed ice with lemon, glasses of white wine and a candle',
    ),
    image: { motif: 'dining', hue: 200, seed: 35, variant: 1 },
  },
  {
    key: 'annecy-hero',
    alt: t(
      'Trois voiliers sur le lac au pied des montagnes, de nuit',
      'Three sailing boats on the lake below the mountains at night',
    ),
    image: { motif: 'lake', hue: 205, seed: 36, variant: 1 },
  },
  {
    key: 'annecy-stage',
    alt: t(
      'Micro sur pied au centre d’une scène éclairée par les projecteurs',
      'A microphone stand at the centre of a stage lit by spotlights',
    ),
    image: { motif: 'stage', hue: 200, seed: 37 },
  },
]
