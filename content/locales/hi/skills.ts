// SAMPLE CONTENT: the skills' names in Hindi where they differ. The sample's are names of tools
// (React, Docker), written the same in every language, so it translates none; a skill's would go
// under its name as an address writes it: { 'node-js': { name: '…' } }.
import type { SkillsTranslation } from '@portfolio/content-model/translation-schemas';

export const skills: SkillsTranslation = {};
