// SAMPLE CONTENT: content/resume.ts's words in Hindi, each entry under its key (made from its
// institution, name or language as an address writes it). Names of institutions, courses and
// issuers are names and stay as they are.
import type { ResumeTranslation } from '@portfolio/content-model/translation-schemas';

export const resume: ResumeTranslation = {
  education: {
    'savitribai-phule-pune-university-sample': {
      area: 'कंप्यूटर इंजीनियरिंग',
      studyType: 'बैचलर ऑफ़ इंजीनियरिंग',
    },
  },
  languages: {
    english: { language: 'अंग्रेज़ी', fluency: 'पेशेवर' },
    hindi: { language: 'हिन्दी', fluency: 'मातृभाषा' },
    marathi: { language: 'मराठी', fluency: 'मातृभाषा' },
  },
};
