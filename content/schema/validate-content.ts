import type { z } from 'zod';
import { aboutSchema } from './about-schema.ts';
import { identitySchema } from './identity-schema.ts';
import { navigationSchema } from './navigation-schema.ts';
import { projectsSchema } from './projects-schema.ts';
import { skillsSchema } from './skills-schema.ts';
import { socialLinksSchema } from './social-links-schema.ts';

export interface ContentEntry {
  /** File under content/ that exports the value, named in every error. */
  file: string;
  exportName: string;
  schema: z.ZodType;
  value: unknown;
}

export async function loadContentEntries(): Promise<ContentEntry[]> {
  const [identity, navigation, socialLinks, about, skills, projects] = await Promise.all([
    import('../identity.ts'),
    import('../navigation.ts'),
    import('../social-links.ts'),
    import('../about.ts'),
    import('../skills.ts'),
    import('../projects.ts'),
  ]);
  return [
    { file: 'about.ts', exportName: 'about', schema: aboutSchema, value: about.about },
    { file: 'skills.ts', exportName: 'skills', schema: skillsSchema, value: skills.skills },
    {
      file: 'projects.ts',
      exportName: 'projects',
      schema: projectsSchema,
      value: projects.projects,
    },
    {
      file: 'identity.ts',
      exportName: 'identity',
      schema: identitySchema,
      value: identity.identity,
    },
    {
      file: 'navigation.ts',
      exportName: 'navigation',
      schema: navigationSchema,
      value: navigation.navigation,
    },
    {
      file: 'social-links.ts',
      exportName: 'socialLinks',
      schema: socialLinksSchema,
      value: socialLinks.socialLinks,
    },
  ];
}

function formatPath(exportName: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : `${out}.${String(key)}`),
    exportName,
  );
}

/** Every problem in every entry, each as "content/<file>: <export.path>: <message>". */
export function validateContent(entries: readonly ContentEntry[]): string[] {
  return entries.flatMap((entry) => {
    const result = entry.schema.safeParse(entry.value);
    if (result.success) return [];
    return result.error.issues.map(
      (issue) =>
        `content/${entry.file}: ${formatPath(entry.exportName, issue.path)}: ${issue.message}`,
    );
  });
}
