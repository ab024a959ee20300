// Account rules shared by the SPA and the API server (spec section 5).

/** Top-level domains the registration email must end in (spec section 5). */
export const EMAIL_TLDS = [
  'com', 'net', 'org', 'info', 'biz', 'name', 'pro', 'xyz', 'app', 'dev', 'tech', 'store', 'online', 'site',
  'blog', 'design', 'ai', 'edu', 'gov', 'mil', 'museum', 'int', 'arpa', 'eg', 'sa', 'ae', 'uk', 'us', 'de',
  'jp', 'in', 'cn', 'fr',
] as const; // prettier-ignore
