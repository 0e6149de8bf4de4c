// SAMPLE CONTENT: "Aarav Mehta" is a made-up persona. Replace every value with your own;
// `npm run content:check` (and every build) tells you the file and field of anything wrong.
import type { Identity } from '@portfolio/content-model/identity-schema';

export const identity: Identity = {
  firstName: 'Aarav',
  fullName: 'Aarav Mehta',
  role: 'Full-Stack Web & Mobile Developer',
  location: { city: 'Pune', country: 'India' },
  availability: {
    available: true,
    label: 'Available for new projects',
    contactLine: "I'm always available for freelance work. Have a project in mind? Let's talk.",
  },
  email: 'hello@aarav.example.com',
  intro:
    'I design and build fast, dependable web and mobile products — from the first sketch to the database behind them. Startups and agencies bring me ideas; I hand back software their users enjoy and their teams can maintain.',
  photo: {
    src: 'assets/profile.png',
    alt: 'Illustrated portrait of Aarav Mehta',
  },
  footerIntro:
    'Have a product to build, a site to rescue or a team that needs another pair of hands? Tell me about it — I reply to every message within one working day.',
  sounds: {
    navigation: 'assets/sounds/navigation-click.wav',
    action: 'assets/sounds/action-click.wav',
  },
};
