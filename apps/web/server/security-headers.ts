/** Headers on every response of the site server. `apiOrigin` is the only other origin pages may call. */
export function securityHeaders(apiOrigin: string): Record<string, string> {
  const csp = [
    "default-src 'self'",
    // No inline script is allowed: the build moves React Router's bootstrap scripts into files.
    "script-src 'self'",
    // Inline style attributes only (per-card animation delays, toast positioning); never inline script.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self' ${apiOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
