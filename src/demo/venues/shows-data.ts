import { t, type Bilingual } from '../content/bilingual'

export type ShowSeedData = {
  slug: string
  casino: string
  category: string
  title: Bilingual
  summary: Bilingual
  performers?: string[]
  /** Base price in cents; performances range from it to about twice it. */
  priceCents: number
  onSite?: boolean
}

/** 32 shows over the eight casinos, every category represented. */
export const showSeeds: ShowSeedData[] = [
  {
    slug: 'nuit-gainsbourg',
    casino: 'cannes',
    category: 'concert',
    title: t('Nuit Gainsbourg', 'A Gainsbourg Night'),
    summary: t(
      'Un quintette jazz revisite l’œuvre de Serge Gainsbourg, de « La Javanaise » à « Melody Nelson ».',
      'A jazz quintet revisits Serge Gainsbourg’s songs, from “La Javanaise” to “Melody Nelson”.',
    ),
    performers: ['Quintette Lulu'],
    priceCents: 3900,
  },
  {
    slug: 'les-grandes-voix-du-jazz',
    casino: 'deauville',
    category: 'concert',
    title: t('Les Grandes Voix du jazz', 'Great Voices of Jazz'),
    summary: t(
      'Trois chanteuses et un big band rendent hommage à Ella Fitzgerald, Sarah Vaughan et Nina Simone.',
      'Three singers and a big band pay tribute to Ella Fitzgerald, Sarah Vaughan and Nina Simone.',
    ),
    performers: ['Normandy Big Band'],
    priceCents: 4500,
  },
  {
    slug: 'piaf-hymne-a-l-amour',
    casino: 'evian',
    category: 'concert',
    title: t('Piaf, l’hymne à l’amour', 'Piaf: Hymn to Love'),
    summary: t(
      'Accordéon, contrebasse et une voix bouleversante pour les plus grandes chansons d’Édith Piaf.',
      'Accordion, double bass and a stirring voice for Édith Piaf’s greatest songs.',
    ),
    priceCents: 3500,
  },
  {
    slug: 'quatuor-riviera-vivaldi',
    casino: 'aix-en-provence',
    category: 'concert',
    title: t('Le Quatuor Riviera joue Vivaldi', 'The Riviera Quartet plays Vivaldi'),
    summary: t(
      'Les Quatre Saisons à la lueur des bougies, dans le salon historique du casino.',
      'The Four Seasons by candlelight in the casino’s historic salon.',
    ),
    performers: ['Quatuor Riviera'],
    priceCents: 2900,
  },
  {
    slug: 'soiree-motown',
    casino: 'lyon',
    category: 'concert',
    title: t('Soirée Motown', 'Motown Night'),
    summary: t(
      'Dix musiciens, trois choristes et les tubes de Stevie Wonder, The Supremes et Marvin Gaye.',
      'Ten musicians, three backing singers and the hits of Stevie Wonder, The Supremes and Marvin Gaye.',
    ),
    priceCents: 3200,
  },
  {
    slug: 'bohemian-symphony',
    casino: 'cannes',
    category: 'concert',
    title: t('Bohemian Symphony, hommage à Queen', 'Bohemian Symphony: a Queen tribute'),
    summary: t(
      'Un orchestre symphonique et un groupe rock réunis pour les hymnes de Queen.',
      'A symphony orchestra and a rock band together for Queen’s anthems.',
    ),
    priceCents: 5500,
  },
  {
    slug: 'fado-au-bord-du-lac',
    casino: 'annecy',
    category: 'concert',
    title: t('Fado au bord du lac', 'Fado by the Lake'),
    summary: t(
      'Guitare portugaise et voix de Lisbonne pour une soirée de saudade face au lac.',
      'Portuguese guitar and a Lisbon voice for an evening of saudade facing the lake.',
    ),
    priceCents: 2500,
  },
  {
    slug: 'les-imposteurs-du-rire',
    casino: 'lyon',
    category: 'humour',
    title: t('Les Imposteurs du rire', 'The Laughter Impostors'),
    summary: t(
      'Quatre humoristes, un thème tiré au sort par le public et une heure et demie d’improvisation.',
      'Four comedians, a theme drawn by the audience and ninety minutes of improvisation.',
    ),
    priceCents: 2800,
  },
  {
    slug: 'stand-up-sur-les-planches',
    casino: 'deauville',
    category: 'humour',
    title: t('Stand-up sur les Planches', 'Stand-up on the Boardwalk'),
    summary: t(
      'Le plateau des jeunes talents du stand-up, présenté par un parrain surprise.',
      'The line-up of up-and-coming stand-up comedians, hosted by a surprise guest.',
    ),
    priceCents: 2200,
  },
  {
    slug: 'marseillais-mais-pas-trop',
    casino: 'aix-en-provence',
    category: 'humour',
    title: t('Marseillais, mais pas trop', 'Marseillais, But Not Too Much'),
    summary: t(
      'Un seul-en-scène tendre et piquant sur l’accent, le mistral et la pétanque.',
      'A one-man show, tender and sharp, about the accent, the mistral and pétanque.',
    ),
    priceCents: 2600,
  },
  {
    slug: 'le-grand-betisier-de-l-ete',
    casino: 'le-touquet',
    category: 'humour',
    title: t('Le Grand Bêtisier de l’été', 'The Great Summer Blooper Show'),
    summary: t(
      'Sketches, chansons détournées et vacances ratées : la revue comique de la station.',
      'Sketches, parody songs and holidays gone wrong: the resort’s comedy revue.',
    ),
    priceCents: 2400,
  },
  {
    slug: 'un-couple-presque-parfait',
    casino: 'biarritz',
    category: 'humour',
    title: t('Un couple presque parfait', 'An Almost Perfect Couple'),
    summary: t(
      'Vingt ans de mariage, un week-end au Pays basque et une dispute qui tourne au fou rire.',
      'Twenty years of marriage, a weekend in the Basque Country and a row that ends in giggles.',
    ),
    priceCents: 2700,
  },
  {
    slug: 'le-diner-de-cons',
    casino: 'annecy',
    category: 'theatre',
    title: t('Le Dîner de cons', 'The Dinner Game'),
    summary: t(
      'La comédie culte de Francis Veber, dans une mise en scène rythmée et fidèle.',
      'Francis Veber’s cult comedy in a brisk, faithful staging.',
    ),
    priceCents: 3400,
  },
  {
    slug: 'cyrano-version-de-poche',
    casino: 'evian',
    category: 'theatre',
    title: t('Cyrano, version de poche', 'Pocket Cyrano'),
    summary: t(
      'Trois comédiens jouent tous les rôles du chef-d’œuvre d’Edmond Rostand en 80 minutes.',
      'Three actors play every part of Edmond Rostand’s masterpiece in 80 minutes.',
    ),
    priceCents: 3000,
  },
  {
    slug: 'huis-clos-au-casino',
    casino: 'cannes',
    category: 'theatre',
    title: t('Huis clos au casino', 'Locked in at the Casino'),
    summary: t(
      'Un thriller en temps réel : une nuit, une salle de jeux fermée et un croupier disparu.',
      'A real-time thriller: one night, a locked gaming room and a missing croupier.',
    ),
    priceCents: 3300,
  },
  {
    slug: 'la-dame-de-chez-maxim',
    casino: 'deauville',
    category: 'theatre',
    title: t('La Dame de chez Maxim', 'The Lady from Maxim’s'),
    summary: t(
      'Le vaudeville de Feydeau, ses portes qui claquent et ses quiproquos en cascade.',
      'Feydeau’s farce, with its slamming doors and cascading misunderstandings.',
    ),
    priceCents: 3600,
  },
  {
    slug: 'paris-paradis-revue',
    casino: 'cannes',
    category: 'cabaret',
    title: t('Paris Paradis, la revue', 'Paris Paradis: the Revue'),
    summary: t(
      'Plumes, strass et French cancan : douze artistes pour une revue à la parisienne.',
      'Feathers, rhinestones and French cancan: twelve artists in a Parisian-style revue.',
    ),
    priceCents: 6500,
  },
  {
    slug: 'les-plumes-de-la-vague',
    casino: 'biarritz',
    category: 'cabaret',
    title: t('Les Plumes de la Vague', 'Feathers on the Wave'),
    summary: t(
      'Une revue océane mêlant danse, acrobaties aériennes et chansons des années 1930.',
      'An ocean-themed revue mixing dance, aerial acrobatics and 1930s songs.',
    ),
    priceCents: 5200,
  },
  {
    slug: 'cabaret-belle-epoque',
    casino: 'evian',
    category: 'cabaret',
    title: t('Cabaret Belle Époque', 'Belle Époque Cabaret'),
    summary: t(
      'Les salons du casino retrouvent l’ambiance de 1900 : chanteuses, jongleurs et champagne.',
      'The casino’s salons return to 1900: singers, jugglers and champagne.',
    ),
    priceCents: 4800,
  },
  {
    slug: 'nuits-burlesques',
    casino: 'lyon',
    category: 'cabaret',
    title: t('Nuits burlesques', 'Burlesque Nights'),
    summary: t(
      'Effeuillage chic, humour et jazz manouche au Club 1936.',
      'Chic striptease, humour and gypsy jazz at the Club 1936.',
    ),
    priceCents: 4200,
  },
  {
    slug: 'l-illusionniste-du-lac',
    casino: 'annecy',
    category: 'magic',
    title: t('L’Illusionniste du lac', 'The Lake Illusionist'),
    summary: t(
      'Grandes illusions et lévitations : un magicien savoyard primé à Monte-Carlo.',
      'Grand illusions and levitations by a Savoyard magician awarded in Monte Carlo.',
    ),
    priceCents: 3100,
  },
  {
    slug: 'close-up-au-bar',
    casino: 'biarritz',
    category: 'magic',
    title: t('Close-up au bar', 'Close-up at the Bar'),
    summary: t(
      'Cartes, pièces et mentalisme à quelques centimètres de vous, au Bar de la Vague.',
      'Cards, coins and mind reading inches away from you, at the Bar de la Vague.',
    ),
    priceCents: 1800,
    onSite: true,
  },
  {
    slug: 'mentalis-lecteur-de-pensees',
    casino: 'le-touquet',
    category: 'magic',
    title: t('Mentalis, lecteur de pensées', 'Mentalis, Mind Reader'),
    summary: t(
      'Il devine vos souvenirs, vos codes et vos rêves : un spectacle de mentalisme interactif.',
      'He guesses your memories, your codes and your dreams: an interactive mentalism show.',
    ),
    priceCents: 2900,
  },
  {
    slug: 'tango-de-buenos-aires',
    casino: 'biarritz',
    category: 'dance',
    title: t('Tango de Buenos Aires', 'Buenos Aires Tango'),
    summary: t(
      'Six danseurs et un orchestre typique pour l’histoire du tango, des faubourgs à Piazzolla.',
      'Six dancers and a tango orchestra tell the story of tango, from the suburbs to Piazzolla.',
    ),
    priceCents: 3900,
  },
  {
    slug: 'flamenco-sevilla',
    casino: 'aix-en-provence',
    category: 'dance',
    title: t('Flamenco Sevilla', 'Flamenco Sevilla'),
    summary: t(
      'Guitare, cante et zapateado : une compagnie andalouse pour une nuit de duende.',
      'Guitar, cante and zapateado: an Andalusian company for a night of duende.',
    ),
    priceCents: 3700,
  },
  {
    slug: 'ballet-des-etoiles',
    casino: 'deauville',
    category: 'dance',
    title: t('Le Ballet des Étoiles', 'The Ballet of the Stars'),
    summary: t(
      'Les grands pas de deux du répertoire, du Lac des cygnes à Don Quichotte.',
      'The great pas de deux of the repertoire, from Swan Lake to Don Quixote.',
    ),
    priceCents: 5400,
  },
  {
    slug: 'diner-des-annees-folles',
    casino: 'le-touquet',
    category: 'dinner-show',
    title: t('Dîner des Années folles', 'Roaring Twenties Dinner Show'),
    summary: t(
      'Menu trois plats, charleston et orchestre swing : la station comme en 1925.',
      'A three-course menu, charleston and a swing band: the resort as it was in 1925.',
    ),
    priceCents: 8900,
  },
  {
    slug: 'murder-party-au-casino',
    casino: 'lyon',
    category: 'dinner-show',
    title: t('Murder party au casino', 'Casino Murder Mystery Dinner'),
    summary: t(
      'Un dîner, un crime et des indices entre chaque plat : menez l’enquête avec les comédiens.',
      'A dinner, a crime and clues between courses: solve the case with the actors.',
    ),
    priceCents: 7500,
  },
  {
    slug: 'soiree-crooner',
    casino: 'annecy',
    category: 'dinner-show',
    title: t('Soirée crooner', 'Crooner Dinner Night'),
    summary: t(
      'Sinatra, Aznavour et Dean Martin accompagnent un dîner savoyard face au lac.',
      'Sinatra, Aznavour and Dean Martin accompany a Savoyard dinner facing the lake.',
    ),
    priceCents: 6900,
  },
  {
    slug: 'le-petit-prince-en-musique',
    casino: 'aix-en-provence',
    category: 'family',
    title: t('Le Petit Prince en musique', 'The Little Prince in Music'),
    summary: t(
      'Le conte de Saint-Exupéry raconté et chanté, pour les enfants dès 5 ans.',
      'Saint-Exupéry’s tale told and sung, for children aged 5 and up.',
    ),
    priceCents: 1500,
  },
  {
    slug: 'cirque-de-poche',
    casino: 'le-touquet',
    category: 'family',
    title: t('Cirque de poche', 'Pocket Circus'),
    summary: t(
      'Jonglage, équilibre et clowns : un petit chapiteau pour les familles pendant les vacances.',
      'Juggling, balancing acts and clowns: a little big top for families during the holidays.',
    ),
    priceCents: 1200,
    onSite: true,
  },
  {
    slug: 'contes-du-pays-basque',
    casino: 'biarritz',
    category: 'family',
    title: t('Contes du Pays basque', 'Tales of the Basque Country'),
    summary: t(
      'Sorcières, bergers et pelote basque : des contes en musique pour petits et grands.',
      'Witches, shepherds and pelota: tales with music for young and old.',
    ),
    priceCents: 1000,
  },
]
