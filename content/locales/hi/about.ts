// SAMPLE CONTENT: content/about.ts's words in Hindi. The same shape holding only words: each
// highlight, role, stat and service under its `key` in content/about.ts, the story's paragraphs and
// a role's achievements in their order; dates, icons and links stay those of content/about.ts.
import type { AboutTranslation } from '@portfolio/content-model/translation-schemas';

export const about: AboutTranslation = {
  story: {
    paragraphs: [
      'मैं पुणे का एक फ़ुल-स्टैक डेवलपर हूँ। एजेंसियों, स्टार्टअप और बढ़ते कारोबारों के लिए वेब और मोबाइल प्रोडक्ट बनाने का मेरा 1.5+ साल का पेशेवर अनुभव है।',
      'मैंने कैंपस क्लबों की वेबसाइटें बनाकर शुरुआत की, और उस पल के लिए रुक गया जब कोई असली इंसान मेरी बनाई चीज़ इस्तेमाल करता है। आज मैं क्लाइंट प्लैटफ़ॉर्म का पूरा विकास संभालता हूँ: React और Next.js में इंटरफ़ेस, Node.js और Express में API, MongoDB में डेटा, और वह डिप्लॉयमेंट जो सब कुछ चलाए रखता है।',
      'क्लाइंट मुझे तब चुनते हैं जब उन्हें एक ऐसा व्यक्ति चाहिए जो पूरे प्रोडक्ट को समझे, ऐसा कोड लिखे जिसे अगला डेवलपर पढ़ सके, और समय रहते बता दे कि कोई चीज़ काम नहीं करेगी।',
    ],
    highlights: {
      specialization: {
        title: 'विशेषज्ञता',
        description: 'फ़ुल-स्टैक JavaScript: सामने Next.js और React, पीछे Node.js, Express और MongoDB।',
      },
      'focus-areas': {
        title: 'मुख्य क्षेत्र',
        description: 'तेज़ और सुलभ इंटरफ़ेस, साफ़ REST API और ऐसे डैशबोर्ड जिन्हें टीमें रोज़ इस्तेमाल करती हैं।',
      },
      approach: {
        title: 'तरीक़ा',
        description: 'छोटे कदम, बार-बार रिलीज़, सीधी बातचीत, और ऐसा सॉफ़्टवेयर जिसे सौंपना आसान हो।',
      },
    },
  },
  experiences: {
    'lead-software-engineer': {
      title: 'लीड सॉफ़्टवेयर इंजीनियर',
      company: 'ब्राइटवेव डिजिटल (नमूना)',
      type: 'पूर्णकालिक',
      location: 'पुणे, भारत · हाइब्रिड',
      description:
        'PR, क़ानूनी और हॉस्पिटैलिटी कारोबारों के लिए क्लाइंट प्लैटफ़ॉर्म बनाने वाली चार लोगों की टीम का नेतृत्व, आर्किटेक्चर से लॉन्च तक।',
      achievements: [
        'Next.js और Node.js पर छह क्लाइंट प्लैटफ़ॉर्म लॉन्च किए, हर एक तय समय-सीमा के भीतर',
        'इमेज पाइपलाइन, कैशिंग और कोड स्प्लिटिंग से पेज लोड होने का औसत समय 45 % घटाया',
        'कोड रिव्यू और CI शुरू किए, जिससे प्रोडक्शन की गड़बड़ियाँ लगभग शून्य पर आ गईं',
      ],
    },
    'web-developer-intern': {
      title: 'वेब डेवलपर इंटर्न',
      company: 'कोडक्राफ़्ट स्टूडियो (नमूना)',
      type: 'इंटर्नशिप',
      location: 'पुणे, भारत · दफ़्तर से',
      description: 'React, Tailwind CSS और Express से रेस्पॉन्सिव मार्केटिंग साइटें और अंदरूनी टूल बनाए।',
      achievements: [
        'Figma डिज़ाइनों से आठ रेस्पॉन्सिव लैंडिंग पेज बनाए',
        'लीड ट्रैक करने का डैशबोर्ड बनाया जिसे सेल्स टीम रोज़ इस्तेमाल करती है',
      ],
    },
    'technology-coordinator': {
      title: 'टेक्नोलॉजी कोऑर्डिनेटर',
      company: 'उद्यमिता प्रकोष्ठ, सावित्रीबाई फुले विश्वविद्यालय (नमूना)',
      type: 'नेतृत्व',
      location: 'पुणे, भारत',
      description:
        'विश्वविद्यालय के उद्यमिता प्रकोष्ठ की तकनीक संभालता हूँ: उसकी वेबसाइट, कार्यक्रमों के पंजीकरण और उन्हें चलाने वाली छात्र टीम।',
      achievements: [
        'पंजीकरण प्लैटफ़ॉर्म बनाया जिसने 500+ छात्रों के पंजीकरण संभाले हैं',
        'छह छात्र डेवलपरों की टीम का मार्गदर्शन करता हूँ',
      ],
    },
  },
  stats: {
    'live-projects': {
      title: 'लाइव प्रोजेक्ट',
      description: 'असली क्लाइंटों के लिए प्रोडक्शन में चल रहे प्लैटफ़ॉर्म',
    },
    'happy-clients': {
      title: 'संतुष्ट क्लाइंट',
      description: 'एजेंसियाँ, स्टार्टअप और स्थानीय कारोबार',
    },
    'code-commits': {
      title: 'कोड कमिट',
      description: 'पिछले साल के छोटे, रिव्यू किए गए कदम',
    },
    technologies: {
      title: 'तकनीकें',
      description: 'प्रोडक्शन में इस्तेमाल हुए टूल, आगे से पीछे तक',
    },
  },
  services: {
    'frontend-development': {
      title: 'फ़्रंटएंड डेवलपमेंट',
      description: 'React और Next.js में रेस्पॉन्सिव, सुलभ इंटरफ़ेस जो किसी भी फ़ोन पर तेज़ी से खुलें।',
    },
    'backend-development': {
      title: 'बैकएंड डेवलपमेंट',
      description: 'Node.js और Express में सुरक्षित REST API, जाँच, ऑथ और साफ़ त्रुटि संदेशों के साथ।',
    },
    'database-design': {
      title: 'डेटाबेस डिज़ाइन',
      description: 'MongoDB और SQL स्कीमा जो आपके प्रोडक्ट के डेटा पढ़ने-लिखने के ढंग से मेल खाएँ।',
    },
    'mobile-development': {
      title: 'मोबाइल डेवलपमेंट',
      description: 'क्रॉस-प्लैटफ़ॉर्म मोबाइल ऐप और इंस्टॉल होने वाले वेब ऐप जो नेटिव जैसे लगें।',
    },
    'cloud-services': {
      title: 'क्लाउड सेवाएँ',
      description: 'AWS और आधुनिक होस्टिंग प्लैटफ़ॉर्म पर डिप्लॉयमेंट, मॉनिटरिंग और बैकअप।',
    },
    'full-stack-solutions': {
      title: 'फ़ुल स्टैक समाधान',
      description: 'विचार से लॉन्च तक एक ही डेवलपर: डिज़ाइन, निर्माण, डिप्लॉय और सौंपना।',
    },
  },
};
