// What the forms that send in place share (the newsletter's, a reply's): the proof of work they
// solve from the first focus, as the contact form's, and what the API's answer means to a reader.

/** No answer within this long is a failure, as the contact form's (send-contact-query.ts). */
export const sendTimeoutMs = 20_000;

export type SendAnswer = 'sent' | 'check' | 'not-sent';

/** What a status means to the reader: 2xx sent, 400 and 422 a field, anything else not sent. */
export function answerOf(status: number | undefined): SendAnswer {
  if (status === undefined) return 'not-sent';
  if (status >= 200 && status < 300) return 'sent';
  if (status === 400 || status === 422) return 'check';
  return 'not-sent';
}

/** A solved proof of work's field, or undefined when there is none to be had. */
export async function proveByDefault(): Promise<string | undefined> {
  const { proofOfWork } = await import('../lib/proof-of-work.ts');
  return (await proofOfWork())?.field;
}
