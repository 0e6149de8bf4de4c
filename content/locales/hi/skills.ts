// SAMPLE CONTENT: the skills' names in Hindi where they differ. The sample's are names of tools
// (React, Docker), written the same in every language, so the list translates none.
import type { SkillsTranslation } from '@portfolio/content-model/translation-schemas';

export const skills: SkillsTranslation = [];
