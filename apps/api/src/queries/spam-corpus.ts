// A corpus for the spam layers: what bots post straight at the API (link farms, SEO offers,
// crypto, one-liners with a URL, a campaign from many addresses, a flood from one), and genuine
// enquiries in several languages, some with one link to a portfolio. Every genuine one must
// reach the inbox (spam-corpus.test.ts).
export interface CorpusQuery {
  name: string;
  email: string;
  message: string;
  /** Bots fill every field, the honeypot (`website`) too. */
  website?: string;
}

/** The owner's blocked words for the corpus run, as an owner would set SPAM_BLOCKED_WORDS. */
export const corpusBlockedWords =
  'backlinks, guest post, SEO services, /\\bcasino\\b/i, /crypto\\s*(?:trading|profit|signals)/i';

export const genuine: CorpusQuery[] = [
  {
    name: 'Maria Rossi',
    email: 'maria@studio-rossi.it',
    message:
      'Ciao! Abbiamo bisogno di un sito per il nostro studio di architettura. Possiamo sentirci la prossima settimana?',
  },
  {
    name: 'Jonas Weber',
    email: 'jonas.weber@example.de',
    message:
      'Hallo, ich habe Ihr Portfolio gesehen. Hätten Sie ab Januar Zeit für ein dreimonatiges Projekt (React, Node)?',
  },
  {
    name: 'Aiko Tanaka',
    email: 'aiko@example.jp',
    message:
      'はじめまして。小さなカフェのウェブサイトを作っていただけますか？予算は相談させてください。',
  },
  {
    name: 'Lucía Fernández',
    email: 'lucia@example.es',
    message:
      'Hola, vi tu trabajo en https://github.com/ y me encantó. ¿Haces proyectos de accesibilidad?',
  },
  {
    name: 'Priya N.',
    email: 'priya@bakery.example',
    message:
      'Hi! We are a small bakery looking for a website with online ordering. Our current one is https://bakery.example — could we talk about scope and budget?',
  },
  {
    name: 'Tom',
    email: 'tom@example.com',
    message:
      'Quick question: do you take on maintenance of an existing Next.js app? Happy to share access.',
  },
  {
    name: 'Chen Wei',
    email: 'chen.wei@example.cn',
    message: '你好，我们是一家初创公司，想请你帮忙重构我们的前端。方便的话请回复邮件。',
  },
  {
    name: 'Olivia Brown',
    email: 'olivia@agency.example',
    message:
      'Hello — I run a small design agency and we need a freelance developer for two marketing sites next quarter. My portfolio: https://olivia.example/work',
  },
  {
    name: 'Ahmed Hassan',
    email: 'ahmed@example.eg',
    message: 'مرحبا، نحتاج إلى تطبيق ويب لإدارة المواعيد في عيادتنا. هل يمكننا التحدث؟',
  },
  {
    name: 'Sophie Martin',
    email: 'sophie.martin@example.fr',
    message:
      "Bonjour, j'ai lu votre article sur les performances web. Seriez-vous disponible pour un audit de notre site ?",
  },
  {
    name: 'Raj Patel',
    email: 'raj@example.in',
    message:
      'Hi, I found you through your blog post about SQLite. We have a crypto wallet app that needs a new onboarding flow — interested?',
  },
  {
    name: 'Emma Johansson',
    email: 'emma@example.se',
    message:
      'Hej! Can you help us migrate from WordPress to something faster? We get about 10k visits a month.',
  },
  {
    name: 'Kofi Mensah',
    email: 'kofi@example.gh',
    message: 'Hello, I am a student and loved your project page. Do you offer mentoring sessions?',
  },
  {
    name: 'Ana Souza',
    email: 'ana@example.com.br',
    message:
      'Olá! Gostaria de um orçamento para uma loja virtual. Nosso Instagram é www.instagram.com/loja.exemplo',
  },
  {
    name: 'Dmitri Volkov',
    email: 'dmitri@example.org',
    message:
      'Good afternoon. We need help with a Postgres performance problem in production. Are you available this week for a paid call?',
  },
];

const farm = (n: number) =>
  Array.from({ length: n }, (_, i) => `https://cheap-pills-${String(i)}.example/buy`).join(' ');

export const spam: (CorpusQuery & { expect: string })[] = [
  {
    expect: 'links',
    name: 'Best Deals',
    email: 'deals1@bulk.example',
    message: `Best prices!!! ${farm(8)}`,
  },
  {
    expect: 'links',
    name: 'Kevin',
    email: 'kevin@bulk.example',
    message: `Visit ${farm(5)} for more`,
  },
  {
    expect: 'only-a-link',
    name: 'x',
    email: 'x@bulk.example',
    message: 'https://win-a-prize.example/claim?id=123',
  },
  {
    expect: 'only-a-link',
    name: 'Hot singles',
    email: 'hot@bulk.example',
    message: 'www.hot-singles.example',
  },
  {
    expect: 'blocked-word',
    name: 'SEO Team',
    email: 'seo@agency-spam.example',
    message:
      'Hello, we offer SEO services to rank your website #1 on Google. Reply for a free audit.',
  },
  {
    expect: 'blocked-word',
    name: 'Guest Post',
    email: 'outreach@links.example',
    message: 'Hi, I would like to write a guest post for your blog in exchange for backlinks.',
  },
  {
    expect: 'blocked-word',
    name: 'Crypto',
    email: 'profit@coins.example',
    message: 'Join our CRYPTO TRADING group and double your money in 7 days!',
  },
  {
    expect: 'blocked-word',
    name: 'Lucky',
    email: 'lucky@bet.example',
    message: 'Best online casino bonus 500%, register today.',
  },
  {
    expect: 'honeypot',
    name: 'Form Filler',
    email: 'filler@bot.example',
    message: 'Interested in your services.',
    website: 'https://bot.example',
  },
  {
    expect: 'honeypot',
    name: 'Auto',
    email: 'auto@bot.example',
    message: 'Please call me back.',
    website: 'x',
  },
];

/** One text from many addresses: the fifth and later are a campaign. */
export const campaign: CorpusQuery[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((who) => ({
  name: `Sender ${who}`,
  email: `${who}@campaign.example`,
  message:
    'Dear website owner, I noticed some issues on your site and can fix them cheaply. Reply YES.',
}));

/** Many messages from one address in an hour: the tenth and later are a flood. */
export const flood: CorpusQuery[] = Array.from({ length: 11 }, (_, i) => ({
  name: 'Persistent',
  email: 'persistent@flood.example',
  message: `Message number ${String(i + 1)}: please answer me about your prices.`,
}));
