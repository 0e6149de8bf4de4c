// What a route's `handle` may say of its page: that it runs WebAssembly (the search page:
// Pagefind), or that it has no address in the other languages (the 404 page).

export type HandleFlag = 'webAssembly' | 'noAlternates';

export const handleSays = (handle: unknown, flag: HandleFlag): boolean =>
  typeof handle === 'object' && handle !== null && Reflect.get(handle, flag) === true;
