// SAMPLE CONTENT: content/identity.ts's words in Hindi. Only words: the e-mail address, the photo
// and the sounds are content/identity.ts's in every language.
import type { IdentityTranslation } from '@portfolio/content-model/translation-schemas';

export const identity: IdentityTranslation = {
  firstName: 'आरव',
  fullName: 'आरव मेहता',
  role: 'फ़ुल-स्टैक वेब और मोबाइल डेवलपर',
  location: { city: 'पुणे', country: 'भारत' },
  availability: {
    label: 'नए प्रोजेक्ट के लिए उपलब्ध',
    contactLine: 'मैं फ़्रीलांस काम के लिए हमेशा उपलब्ध हूँ। कोई प्रोजेक्ट मन में है? आइए बात करें।',
  },
  intro:
    'मैं तेज़ और भरोसेमंद वेब और मोबाइल प्रोडक्ट डिज़ाइन करता और बनाता हूँ, पहले स्केच से लेकर उनके पीछे के डेटाबेस तक। स्टार्टअप और एजेंसियाँ मेरे पास विचार लाती हैं; मैं उन्हें ऐसा सॉफ़्टवेयर लौटाता हूँ जो उनके उपयोगकर्ताओं को पसंद आए और जिसे उनकी टीमें संभाल सकें।',
  photo: { alt: 'आरव मेहता का चित्रित पोर्ट्रेट' },
  footerIntro:
    'कोई प्रोडक्ट बनाना है, कोई साइट बचानी है या टीम को एक और हाथ चाहिए? मुझे बताइए: मैं हर संदेश का जवाब एक कामकाजी दिन के भीतर देता हूँ।',
};
