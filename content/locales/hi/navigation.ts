// SAMPLE CONTENT: content/navigation.ts's titles in Hindi, each under its page's path.
import type { NavigationTranslation } from '@portfolio/content-model/translation-schemas';

export const navigation: NavigationTranslation = {
  '/': { title: 'होम' },
  '/about': { title: 'परिचय' },
  '/skills': { title: 'विशेषज्ञता' },
  '/projects': { title: 'प्रोजेक्ट' },
  '/blog': { title: 'ब्लॉग' },
  '/contact': { title: 'संपर्क' },
};
