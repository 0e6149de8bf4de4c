// The pages before the inbox: sign in with a passkey, and add the first passkey from the CLI's
// one-time link. Both need JavaScript and a secure context; without them they say why and point
// to the CLI, which reads the same inbox on the server.
import type { EnrolmentState } from '../enrolments.ts';
import { at } from '../inbox-address.ts';
import { html } from '../html.ts';
import type { Html } from '../html.ts';
import { page } from './layout.ts';
import type { Frame } from './layout.ts';

type Base = Pick<Frame, 'address' | 'assets'>;

const cliHint = html`<p class="muted">
  On the server, the CLI reads the same inbox: <code>npm run inbox -- list</code>. To add a passkey,
  run <code>npm run inbox -- enroll</code> there and open the link it prints.
</p>`;

/** Why passkeys cannot work on this page as it was reached, if they cannot. */
function obstacle(base: Base, host: string | undefined): Html | undefined {
  const expected = new URL(base.address.origin).host;
  if (host !== undefined && host !== expected)
    return html`<p class="notice warning">
      Passkeys for this inbox belong to <a href="${base.address.url}">${base.address.url}</a>; open
      the inbox there (this page was reached as ${host}). If that address is wrong, set
      <code>API_PUBLIC_URL</code> on the server.
    </p>`;
  if (!base.address.passkeysPossible)
    return html`<p class="notice warning">
      Browsers offer passkeys only over HTTPS (or on localhost), and this inbox is served over plain
      HTTP at ${base.address.url}. Serve the API over HTTPS and set <code>API_PUBLIC_URL</code> to
      its https:// address.
    </p>`;
  return undefined;
}

function ceremony(base: Base, host: string | undefined, button: Html): Html {
  return html`${
    obstacle(base, host) ??
    html`${button}
      <noscript
        ><p class="notice warning">
          Signing in with a passkey needs JavaScript, which is off in this browser. Turn it on for
          this address, or use the CLI on the server.
        </p></noscript
      >
      <p id="passkey-unsupported" class="notice warning" hidden>
        This browser cannot use passkeys here (it needs a browser with passkey support, over HTTPS
        or on localhost).
      </p>
      <p id="passkey-status" role="alert"></p>`
  }`;
}

export function signInPage(base: Base, host: string | undefined, notice?: string): string {
  const button = html`<button
    class="primary"
    type="button"
    hidden
    data-ceremony="sign-in"
    data-options-url="${at(base.address, '/sign-in/options')}"
    data-verify-url="${at(base.address, '/sign-in/verify')}"
  >
    Sign in with a passkey
  </button>`;
  return page(
    { ...base, title: 'Sign in', script: true, notice },
    html`<div class="narrow">
      <h1>Sign in</h1>
      <p>
        The inbox opens with a passkey: your device's screen lock or a security key. There is no
        password.
      </p>
      ${ceremony(base, host, button)} ${cliHint}
    </div>`,
  );
}

const enrolmentRefusals: Record<Exclude<EnrolmentState, 'valid'>, string> = {
  used: 'This link has been used already: each enrolment link adds one passkey, once.',
  expired: 'This link has expired: an enrolment link works for 15 minutes.',
  unknown: 'This is not a valid enrolment link.',
};

export function enrolPage(
  base: Base,
  host: string | undefined,
  state: EnrolmentState,
  token: string,
): string {
  if (state !== 'valid')
    return page(
      { ...base, title: 'Add a passkey' },
      html`<div class="narrow">
        <h1>Add a passkey</h1>
        <p class="notice warning">
          ${enrolmentRefusals[state]} Run <code>npm run inbox -- enroll</code> on the server for a
          new one.
        </p>
        <p>
          <a href="${at(base.address, '/sign-in')}">Sign in</a> with a passkey you already have.
        </p>
      </div>`,
    );
  const button = html`<button
    class="primary"
    type="button"
    hidden
    data-ceremony="enrol"
    data-token="${token}"
    data-options-url="${at(base.address, '/enroll/options')}"
    data-verify-url="${at(base.address, '/enroll/verify')}"
  >
    Add a passkey
  </button>`;
  return page(
    { ...base, title: 'Add a passkey', script: true },
    html`<div class="narrow">
      <h1>Add a passkey</h1>
      <p>
        This one-time link adds a passkey that opens your inbox. Name it after the device that holds
        it, then follow your browser's prompt.
      </p>
      <p>
        <label for="passkey-name">Name</label>
        <input id="passkey-name" type="text" maxlength="60" autocomplete="off" value="My passkey" />
      </p>
      ${ceremony(base, host, button)}
    </div>`,
  );
}
