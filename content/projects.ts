// SAMPLE CONTENT: eight made-up client projects. Their screenshots are generated drawings
// (`npm run media`); replace them with real screenshots of your own work.
import type { Project } from '@portfolio/content-model/projects-schema';

function screenshots(slug: string, count: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => `assets/projects/${slug}/${String(i + 1).padStart(2, '0')}.webp`,
  );
}

const repoLink = 'https://github.com/aarav-mehta-sample';

export const projects: Project[] = [
  {
    title: 'Spotlight PR Platform',
    slug: 'spotlight-pr',
    description:
      'A campaign and media-relations platform for a PR agency: client dashboards, press-release workflows and coverage reports in one place.',
    image: 'assets/projects/spotlight-pr/01.webp',
    images: screenshots('spotlight-pr', 8),
    tags: ['Next.js', 'Node.js', 'MongoDB', 'Tailwind CSS'],
    writeUp: `
**The problem.** The agency tracked campaigns in spreadsheets and e-mailed coverage reports by
hand, so clients waited days to see how a launch had landed.

**My role.** Sole developer, from the first workshop to the handover, working with their head of
client services.

**What I built.**

- Client dashboards with live coverage counts and the week's mentions
- A press-release workflow: draft, review, approve and send, with every step logged
- Coverage reports generated as PDF every Monday morning

**The outcome.** Reports that took a day now take minutes, and clients log in instead of asking.
`,
    liveLink: 'https://spotlight-pr.example.com',
    repoLink,
  },
  {
    title: 'Northstack Software',
    slug: 'northstack',
    description:
      'The website of a software firm, with service pages, case studies, a careers section and a lead form wired to their CRM.',
    image: 'assets/projects/northstack/01.webp',
    images: screenshots('northstack', 7),
    tags: ['React.js', 'Express.js', 'Tailwind CSS'],
    liveLink: 'https://northstack.example.com',
    repoLink,
    showRepo: true,
  },
  {
    title: 'E-Cell Campus Hub',
    slug: 'ecell-hub',
    description:
      'A web app for a college entrepreneurship cell: event pages, team profiles and the registration system behind its flagship events.',
    image: 'assets/projects/ecell-hub/01.webp',
    images: screenshots('ecell-hub', 10),
    tags: ['Next.js', 'MongoDB', 'REST API', 'Material-UI'],
    liveLink: 'https://ecell-hub.example.com',
    repoLink,
  },
  {
    title: 'Deccan Voice PR',
    slug: 'deccan-voice',
    description:
      'A bilingual site for a regional PR agency, showcasing campaigns and press coverage with a fast, image-rich portfolio.',
    image: 'assets/projects/deccan-voice/01.webp',
    images: screenshots('deccan-voice', 6),
    tags: ['React.js', 'Tailwind CSS', 'Node.js'],
    liveLink: 'https://deccan-voice.example.com',
    repoLink,
  },
  {
    title: 'LexAssist Legal',
    slug: 'lexassist',
    description:
      'A legal services platform where clients book consultations, upload documents securely and follow their case status.',
    image: 'assets/projects/lexassist/01.webp',
    images: screenshots('lexassist', 9),
    tags: ['Next.js', 'Express.js', 'MongoDB', 'Docker'],
    liveLink: 'https://lexassist.example.com',
    repoLink,
  },
  {
    title: 'Nyaya Partners',
    slug: 'nyaya-partners',
    description:
      'A law firm platform with practice-area pages, lawyer profiles, a legal blog and an enquiry system routed to the right partner.',
    image: 'assets/projects/nyaya-partners/01.webp',
    images: screenshots('nyaya-partners', 7),
    tags: ['React.js', 'Node.js', 'REST API'],
    liveLink: 'https://nyaya-partners.example.com',
    repoLink,
  },
  {
    title: 'NutriNest Hub',
    slug: 'nutrinest',
    description:
      'A nutrition hub with meal plans, a recipe library, progress tracking and booking for one-to-one sessions with dietitians.',
    image: 'assets/projects/nutrinest/01.webp',
    images: screenshots('nutrinest', 8),
    tags: ['Next.js', 'MongoDB', 'Tailwind CSS', 'Postman'],
    liveLink: 'https://nutrinest.example.com',
    repoLink,
  },
  {
    title: 'Aranya Resort & Banquets',
    slug: 'aranya-resort',
    description:
      'A site for a luxury resort and banquet venue: rooms, event halls, galleries and an availability enquiry for weddings and stays.',
    image: 'assets/projects/aranya-resort/01.webp',
    images: screenshots('aranya-resort', 9),
    tags: ['React.js', 'Express.js', 'Material-UI'],
    liveLink: 'https://aranya-resort.example.com',
    repoLink,
  },
];
