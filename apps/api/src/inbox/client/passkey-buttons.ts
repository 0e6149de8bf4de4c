// The inbox's only script, run in the owner's browser: the passkey buttons (sign in, add a passkey
// from an enrolment link or when signed in). Everything else in the inbox is plain HTML forms.
// Each button names its endpoints in data attributes; the server answers JSON.
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

interface Answer {
  message?: string;
  redirect?: string;
  options?: unknown;
}

async function post(url: string, body: unknown, csrf: string | undefined): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(csrf === undefined ? {} : { 'x-csrf-token': csrf }),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Answer;
  if (!response.ok)
    throw new Error(answer.message ?? `The server answered ${String(response.status)}.`);
  return answer;
}

function explain(error: unknown): string {
  if (error instanceof Error && error.name === 'NotAllowedError')
    return 'The passkey prompt was closed or timed out. Nothing was changed; try again.';
  if (error instanceof Error && error.name === 'InvalidStateError')
    return 'This device already holds a passkey for this inbox. Sign in with it instead.';
  return error instanceof Error ? error.message : String(error);
}

async function run(button: HTMLButtonElement, status: HTMLElement): Promise<void> {
  const { ceremony, optionsUrl, verifyUrl, csrf, token } = button.dataset;
  if (optionsUrl === undefined || verifyUrl === undefined) return;
  const nameInput = document.querySelector<HTMLInputElement>('#passkey-name');
  const extra = { ...(token === undefined ? {} : { token }) };
  const { options } = await post(optionsUrl, extra, csrf);
  const response =
    ceremony === 'sign-in'
      ? await startAuthentication({
          optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
        })
      : await startRegistration({
          optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
        });
  const answer = await post(verifyUrl, { ...extra, response, name: nameInput?.value ?? '' }, csrf);
  status.textContent = answer.message ?? '';
  if (answer.redirect !== undefined) window.location.assign(answer.redirect);
}

function start(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('button[data-ceremony]');
  const status = document.querySelector<HTMLElement>('#passkey-status');
  const unsupported = document.querySelector<HTMLElement>('#passkey-unsupported');
  if (status === null) return;
  const supported = window.isSecureContext && browserSupportsWebAuthn();
  for (const button of buttons) {
    if (!supported) {
      if (unsupported !== null) unsupported.hidden = false;
      continue;
    }
    button.hidden = false;
    button.addEventListener('click', () => {
      button.disabled = true;
      status.textContent = '';
      run(button, status)
        .catch((error: unknown) => {
          status.textContent = explain(error);
        })
        .finally(() => {
          button.disabled = false;
        });
    });
  }
}

start();
