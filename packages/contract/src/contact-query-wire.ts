// What travels between the site and the API besides the query itself: the answers. Types only,
// so the browser bundle pays nothing for them.

/** 201: the query is committed (or it repeats one that is); the site ignores the body. */
export interface ContactQueryReceived {
  id: string;
  status: 'received';
}

/** Every error answer: a readable message, and for a 400 the first problem with each field. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fields?: Record<string, string>;
}
