import { describe, expect, it } from 'vitest';
import { projects } from '../projects.ts';
import { skills } from '../skills.ts';
import { loadContentEntries, validateContent } from './validate-content.ts';

async function problemsWith(file: string, value: unknown): Promise<string[]> {
  const entries = await loadContentEntries();
  return validateContent(
    entries.map((entry) => (entry.file === file ? { ...entry, value } : entry)),
  );
}

describe('projects content', () => {
  it('ships 8 projects with 6 to 10 screenshots each', () => {
    expect(projects).toHaveLength(8);
    for (const project of projects) {
      expect(project.images.length).toBeGreaterThanOrEqual(6);
      expect(project.images.length).toBeLessThanOrEqual(10);
    }
  });

  it('refuses a project with fewer than 6 or more than 10 screenshots', async () => {
    const [first, ...rest] = projects;
    if (!first) throw new Error('no projects');
    const five = { ...first, images: first.images.slice(0, 5) };
    expect(await problemsWith('projects.ts', [five, ...rest])).toEqual([
      `content/projects.ts: projects[0] ${JSON.stringify(first.title)}: images: needs 6 to 10 screenshots`,
    ]);
    const eleven = { ...first, images: [...first.images, ...first.images].slice(0, 11) };
    expect(await problemsWith('projects.ts', [eleven, ...rest])).toEqual([
      `content/projects.ts: projects[0] ${JSON.stringify(first.title)}: images: needs 6 to 10 screenshots`,
    ]);
  });

  it('refuses anything but exactly 8 projects, and a cover that is not among the screenshots', async () => {
    expect(await problemsWith('projects.ts', projects.slice(0, 7))).toEqual([
      'content/projects.ts: projects: the page shows exactly 8 projects',
    ]);
    const [first, ...rest] = projects;
    if (!first) throw new Error('no projects');
    const stray = { ...first, image: 'assets/profile.png' };
    expect(await problemsWith('projects.ts', [stray, ...rest])).toEqual([
      `content/projects.ts: projects[0] ${JSON.stringify(first.title)}: image: the cover \`image\` must be one of \`images\``,
    ]);
  });
});

describe('skills content', () => {
  it('lists the 16 skills of the spec, in order', () => {
    expect(skills.map((skill) => skill.name)).toEqual([
      'Next.js',
      'React.js',
      'Node.js',
      'Express.js',
      'MongoDB',
      'Tailwind CSS',
      'Material-UI',
      'UI/UX Design',
      'REST API',
      'Docker',
      'Postman',
      'Git & GitHub',
      'JavaScript',
      'HTML',
      'CSS',
      'C++',
    ]);
  });

  it('refuses anything but exactly 16 skills', async () => {
    expect(await problemsWith('skills.ts', skills.slice(1))).toEqual([
      'content/skills.ts: skills: the grid shows exactly 16 skills',
    ]);
  });
});
