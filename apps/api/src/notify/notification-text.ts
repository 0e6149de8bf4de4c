// What the owner reads when an enquiry arrives, shared by e-mail and webhooks.
export interface NotifiedQuery {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  message: string;
  /** The BCP 47 tag of the page it was sent from; null when the client did not say. */
  language?: string | null;
}

/** Defence in depth: the contract already refuses line breaks in name and e-mail. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

export function notificationSubject(query: NotifiedQuery): string {
  return `New enquiry from ${oneLine(query.name)}`.slice(0, 200);
}

export function notificationText(query: NotifiedQuery): string {
  return [
    `From: ${oneLine(query.name)} <${oneLine(query.email)}>`,
    `Received: ${query.createdAt}`,
    `Id: ${query.id}`,
    ...(query.language === undefined || query.language === null
      ? []
      : [`Language: ${oneLine(query.language)}`]),
    '',
    query.message,
    '',
    '-- Reply to this e-mail to answer the visitor.',
  ].join('\n');
}
