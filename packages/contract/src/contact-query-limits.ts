// Plain constants with no dependencies, so the browser can import them without zod.
/** Limits shared by the form's maxLength attributes and the API's validation. */
export const contactQueryLimits = {
  name: 100,
  email: 254,
  message: 5000,
} as const;

/** A field people never see or fill; bots that fill every input give themselves away. */
export const honeypotField = 'website';

/** Where the site posts a query, relative to the API's origin. */
export const contactQueryPath = '/query/queryPost';

/** Where the site's script fetches a proof-of-work challenge, relative to the API's origin. */
export const contactChallengePath = '/query/challenge';

/** The field carrying the site script's proof of work: an ALTCHA payload (base64 JSON). */
export const proofOfWorkField = 'altcha';

/** How long the visitor took to fill the form in, in milliseconds, as the site's script measured it. */
export const fillTimeField = 'fillTime';
