import { describe, expect, it } from 'vitest';
import { about } from '@portfolio/content/about';
import { projects } from '@portfolio/content/projects';
import { skills } from '@portfolio/content/skills';
import { socialLinks } from '@portfolio/content/social-links';
import { loadContentEntries, validateContent } from './validate-content.ts';

async function problemsWith(file: string, exportName: string, value: unknown): Promise<string[]> {
  const entries = await loadContentEntries();
  return validateContent(
    entries.map((entry) =>
      entry.file === file && entry.exportName === exportName ? { ...entry, value } : entry,
    ),
  );
}

const times = <T>(item: T, count: number): T[] => Array.from({ length: count }, () => item);

const [firstProject] = projects;
const [firstSkill] = skills;
if (firstProject === undefined || firstSkill === undefined) throw new Error('no sample content');
const named = (title: string) => `projects[0] ${JSON.stringify(title)}`;

describe('projects content', () => {
  it('takes one project or many, each with one screenshot or many', async () => {
    const single = { ...firstProject, images: [firstProject.image] };
    expect(await problemsWith('projects.ts', 'projects', [single])).toEqual([]);
    const many = times(firstProject, 24).map((project, index) => ({
      ...project,
      title: `Project ${index}`,
      slug: undefined,
    }));
    expect(await problemsWith('projects.ts', 'projects', many)).toEqual([]);
  });

  it('refuses no projects, more than the page holds, and a project without screenshots', async () => {
    expect(await problemsWith('projects.ts', 'projects', [])).toEqual([
      'content/projects.ts: projects: list at least one project',
    ]);
    const distinct = (count: number) =>
      times(firstProject, count).map((project, index) => ({ ...project, slug: `p-${index}` }));
    expect(await problemsWith('projects.ts', 'projects', distinct(25))).toEqual([
      'content/projects.ts: projects: list at most 24 projects',
    ]);
    const none = { ...firstProject, images: [] };
    expect(await problemsWith('projects.ts', 'projects', [none])).toContain(
      `content/projects.ts: ${named(firstProject.title)}: images: needs at least 1 screenshot`,
    );
    const thirteen = { ...firstProject, images: times(firstProject.image, 13) };
    expect(await problemsWith('projects.ts', 'projects', [thirteen])).toEqual([
      `content/projects.ts: ${named(firstProject.title)}: images: needs at most 12 screenshots`,
    ]);
  });

  it('refuses a cover that is not among the screenshots', async () => {
    const stray = { ...firstProject, image: 'assets/profile.png' };
    expect(await problemsWith('projects.ts', 'projects', [stray])).toEqual([
      `content/projects.ts: ${named(firstProject.title)}: image: the cover \`image\` must be one of \`images\``,
    ]);
  });
});

describe('project pages', () => {
  it('names two projects with one address, and says which was first', async () => {
    const twin = { ...firstProject, slug: undefined, title: 'Café Órbita' };
    const other = { ...firstProject, slug: 'cafe-orbita' };
    expect(await problemsWith('projects.ts', 'projects', [other, twin])).toEqual([
      `content/projects.ts: projects[1] "Café Órbita": slug: "cafe-orbita" is already the address of projects[0] ${JSON.stringify(firstProject.title)}: each project needs its own slug`,
    ]);
  });

  it('refuses a slug that is not URL-safe, and a title that gives none', async () => {
    const spaced = { ...firstProject, slug: 'My Shop' };
    expect(await problemsWith('projects.ts', 'projects', [spaced])).toEqual([
      `content/projects.ts: ${named(firstProject.title)}: slug: must be lowercase letters, digits and single hyphens, e.g. "my-shop"`,
    ]);
    const cyrillic = { ...firstProject, slug: undefined, title: 'Проект' };
    expect(await problemsWith('projects.ts', 'projects', [cyrillic])).toEqual([
      'content/projects.ts: projects[0] "Проект": slug: the title gives no address for the project page: add a `slug`, e.g. "my-shop"',
    ]);
  });
});

describe('skills content', () => {
  it('takes from 1 to 60 skills', async () => {
    expect(await problemsWith('skills.ts', 'skills', [firstSkill])).toEqual([]);
    expect(await problemsWith('skills.ts', 'skills', times(firstSkill, 60))).toEqual([]);
    expect(await problemsWith('skills.ts', 'skills', [])).toEqual([
      'content/skills.ts: skills: list at least one skill',
    ]);
    expect(await problemsWith('skills.ts', 'skills', times(firstSkill, 61))).toEqual([
      'content/skills.ts: skills: list at most 60 skills',
    ]);
  });

  it('names a misspelt icon and suggests the real ones', async () => {
    const misspelt = { ...firstSkill, icon: 'si/SiPostgres' };
    expect(await problemsWith('skills.ts', 'skills', [misspelt])).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/skills\\.ts: skills\\[0\\] ${JSON.stringify(firstSkill.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: icon: "si/SiPostgres" is not an icon; did you mean "si/SiPostgresql"`,
        ),
      ),
    ]);
    const bare = { ...firstSkill, icon: 'SiReact' };
    expect((await problemsWith('skills.ts', 'skills', [bare]))[0]).toMatch(
      /icon: must name a react-icons icon as "<pack>\/<Name>"/,
    );
  });
});

describe('about content', () => {
  it('takes a single role, stat, service and highlight', async () => {
    const [role] = about.experiences;
    const [stat] = about.stats;
    const [service] = about.services;
    const [highlight] = about.story.highlights;
    const one = {
      ...about,
      story: { ...about.story, highlights: [highlight] },
      experiences: [role],
      stats: [stat],
      services: [service],
    };
    expect(await problemsWith('about.ts', 'about', one)).toEqual([]);
    const none = { ...about, experiences: [], stats: [], services: [] };
    expect(await problemsWith('about.ts', 'about', none)).toEqual([
      'content/about.ts: about.experiences: list at least one role',
      'content/about.ts: about.stats: list at least one stat',
      'content/about.ts: about.services: list at least one service',
    ]);
  });
});

describe('social links content', () => {
  it('takes any of the known networks, an e-mail address among them', async () => {
    const links = [
      { network: 'x', url: 'https://x.com/someone' },
      { network: 'mastodon', url: 'https://mastodon.social/@someone' },
      { network: 'email', url: 'mailto:someone@example.com' },
    ];
    expect(await problemsWith('social-links.ts', 'socialLinks', links)).toEqual([]);
  });

  it('names an unknown network and suggests the closest', async () => {
    const links = [...socialLinks, { network: 'mastadon', url: 'https://mastodon.social/@me' }];
    expect(await problemsWith('social-links.ts', 'socialLinks', links)).toEqual([
      expect.stringMatching(
        /^content\/social-links\.ts: socialLinks\[\d+\] "mastadon": network: "mastadon" is not a network this site knows; did you mean "mastodon"\?/,
      ),
    ]);
  });

  it('wants mailto: for e-mail and https:// for profiles, each network once', async () => {
    const links = [
      { network: 'email', url: 'https://example.com' },
      { network: 'github', url: 'mailto:me@example.com' },
      { network: 'github', url: 'https://github.com/me' },
    ];
    expect(await problemsWith('social-links.ts', 'socialLinks', links)).toEqual([
      'content/social-links.ts: socialLinks[0] "email": url: must start with mailto:',
      'content/social-links.ts: socialLinks[1] "github": url: must start with https://',
      'content/social-links.ts: socialLinks: each network may appear once',
    ]);
  });

  it('refuses a footer order naming a network twice', async () => {
    expect(await problemsWith('social-links.ts', 'footerOrder', ['github', 'github'])).toEqual([
      'content/social-links.ts: footerOrder: each network may appear once',
    ]);
  });
});

describe('copy content', () => {
  it('names a placeholder the text cannot use', async () => {
    const entries = await loadContentEntries();
    const copy = entries.find((entry) => entry.exportName === 'copy')?.value as {
      home: Record<string, string>;
    };
    const changed = { ...copy, home: { ...copy.home, greeting: 'Hi, I am {firstname}' } };
    expect(await problemsWith('copy.ts', 'copy', changed)).toEqual([
      expect.stringMatching(
        /^content\/copy\.ts: copy\.home\.greeting: unknown placeholder \{firstname\}; this text may use \{fullName\}, \{firstName\}/,
      ),
    ]);
  });
});
