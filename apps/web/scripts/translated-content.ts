// The owner's words as a further language's build shows them, for what the build draws outside
// Vite (the sharing cards: finish-build.ts), where the content-language plugin does not reach:
// the default files with the language's translations laid over them (packages/content-model/src/
// translation.ts), or the default files themselves in the default language's build.
import { identity } from '@portfolio/content/identity';
import { projects } from '@portfolio/content/projects';
import type { Identity } from '@portfolio/content-model/identity-schema';
import { translationOf, type SiteLanguage } from '@portfolio/content-model/languages';
import type { Project } from '@portfolio/content-model/projects-schema';
import { translate, translateProjects } from '@portfolio/content-model/translation';
import type { TextLanguage } from '@portfolio/content-model/translation';

export async function translatedContent(
  language: SiteLanguage | undefined,
  defaultLanguage: TextLanguage,
): Promise<{ identity: Identity; projects: Project[] }> {
  if (language === undefined) return { identity, projects };
  return {
    identity: translate(
      identity,
      (await translationOf(language, 'identity.ts')).identity,
      defaultLanguage,
    ),
    projects: translateProjects(
      projects,
      (await translationOf(language, 'projects.ts')).projects,
      defaultLanguage,
    ),
  };
}
