// Passkeys: list, rename and remove them (never the last), add another from this device, and sign
// out of every session at once.
import type { Passkey } from '../passkeys.ts';
import { at } from '../inbox-address.ts';
import { html } from '../html.ts';
import { page } from './layout.ts';
import type { Frame } from './layout.ts';

type Signed = Omit<Frame, 'title' | 'script'> & { signedIn: NonNullable<Frame['signedIn']> };

export function passkeysPage(frame: Signed, passkeys: readonly Passkey[], current: string): string {
  const csrf = html`<input type="hidden" name="csrf" value="${frame.signedIn.csrf}" />`;
  const only = passkeys.length === 1;
  const items = passkeys.map(
    (passkey, index) =>
      html`<li class="card">
        <p>
          <strong class="visitor">${passkey.name}</strong
          >${passkey.id === current ? html` <span class="badge done">This session</span>` : ''}<br />
          <span class="muted"
            >Added
            ${passkey.createdAt.slice(0, 10)}${passkey.lastUsedAt === null ? '' : html`, last used ${passkey.lastUsedAt.slice(0, 16).replace('T', ' ')} UTC`}</span
          >
        </p>
        <form class="rename" method="post" action="${at(frame.address, '/passkeys/rename')}">
          ${csrf}
          <input type="hidden" name="id" value="${passkey.id}" />
          <div>
            <label for="name-${index}">Name</label
            ><input
              id="name-${index}"
              type="text"
              name="name"
              maxlength="60"
              required
              value="${passkey.name}"
            />
          </div>
          <button type="submit">Rename</button>
        </form>
        ${
          only
            ? html`<p class="muted">
                Your only passkey cannot be removed here; add another first.
              </p>`
            : html`<details class="confirm">
                <summary class="button danger">Remove…</summary>
                <div>
                  <p>
                    Remove “<span class="visitor">${passkey.name}</span>”? It will no longer open
                    the inbox.
                  </p>
                  <form method="post" action="${at(frame.address, '/passkeys/remove')}">
                    ${csrf}<input type="hidden" name="id" value="${passkey.id}" /><button
                      class="danger"
                      type="submit"
                    >
                      Remove for good
                    </button>
                  </form>
                </div>
              </details>`
        }
      </li>`,
  );
  return page(
    { ...frame, title: 'Passkeys', script: true },
    html`<h1>Passkeys</h1>
      <ul class="queries passkeys">
        ${items}
      </ul>
      <h2>Add a passkey</h2>
      <p class="muted">
        For another device, run <code>npm run inbox -- enroll</code> on the server and open the link
        there. To add one held by this device or a security key:
      </p>
      <p>
        <label for="passkey-name">Name</label
        ><input
          id="passkey-name"
          type="text"
          maxlength="60"
          autocomplete="off"
          value="Another passkey"
        />
      </p>
      <button
        type="button"
        hidden
        data-ceremony="add"
        data-csrf="${frame.signedIn.csrf}"
        data-options-url="${at(frame.address, '/passkeys/options')}"
        data-verify-url="${at(frame.address, '/passkeys/verify')}"
      >
        Add a passkey
      </button>
      <noscript><p class="muted">Adding a passkey needs JavaScript.</p></noscript>
      <p id="passkey-unsupported" class="notice warning" hidden>
        This browser cannot add a passkey here.
      </p>
      <p id="passkey-status" role="alert"></p>
      <h2>Sessions</h2>
      <form method="post" action="${at(frame.address, '/sign-out-everywhere')}">
        ${csrf}<button class="danger" type="submit">Sign out everywhere</button>
      </form>`,
  );
}
