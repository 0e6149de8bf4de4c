// The pages a visitor lands on after the browser posted the contact form itself (JavaScript off
// or not yet loaded): the API answers with a redirect to the one for the outcome
// (@portfolio/contract/contact-form-results). Each is prerendered; the address names the outcome,
// never anything the visitor typed.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { contactResultPaths, fieldsOfCheckPath } from '@portfolio/contract/contact-form-results';
import { contactQueryLimits } from '@portfolio/contract/contact-query-limits';
import { copy } from '@portfolio/content/copy';
import { identity } from '@portfolio/content/identity';
import { fill } from '@portfolio/content-model/fill';
import { Words } from '../components/words.tsx';

const results = copy.contact.results;

export const meta = () => [
  { title: `${results.title} | ${identity.fullName}` },
  { name: 'robots', content: 'noindex' },
];

const buttonClass = 'inline-flex rounded-full px-6 py-3 font-semibold';

function Result({
  heading,
  text,
  children,
  backToForm,
}: {
  heading: string;
  text: string;
  children?: ReactNode;
  backToForm: boolean;
}) {
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 pt-28 text-center">
      <h1 className="font-display text-3xl font-semibold">{heading}</h1>
      <p className="mt-4 text-muted">{text}</p>
      {children}
      {backToForm ? <p className="mt-4 text-muted">{results.backHint}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {backToForm ? (
          <Link to="/contact" className={`bg-gradient-accent text-ink-950 ${buttonClass}`}>
            <Words of={results} name="backToForm" />
          </Link>
        ) : null}
        <Link
          to="/"
          className={
            backToForm
              ? `border border-line text-fg ${buttonClass}`
              : `bg-gradient-accent text-ink-950 ${buttonClass}`
          }
        >
          <Words of={results} name="home" />
        </Link>
      </div>
    </section>
  );
}

export default function ContactResultRoute() {
  const path = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  if (path === contactResultPaths.sent)
    return (
      <Result
        heading={fill(results.sent.heading, { success: copy.contact.toasts.success })}
        text={fill(results.sent.text)}
        backToForm={false}
      />
    );
  if (path === contactResultPaths.tooMany)
    return <Result heading={results.tooMany.heading} text={results.tooMany.text} backToForm />;
  const fields = fieldsOfCheckPath(path);
  if (fields === undefined)
    return (
      <Result
        heading={fill(results.notSent.heading, { failure: copy.contact.toasts.failure })}
        text={results.notSent.text}
        backToForm
      />
    );
  return (
    <Result heading={results.check.heading} text={results.check.text} backToForm>
      <ul className="mt-6 grid gap-3 text-start">
        {fields.map((field) => (
          <li key={field} className="rounded-2xl border border-line bg-ink-850/80 px-5 py-4">
            <strong className="block font-semibold text-fg">{copy.contact.form[field]}</strong>
            <span className="text-muted">
              {fill(results.check[field], { max: contactQueryLimits[field] })}
            </span>
          </li>
        ))}
      </ul>
    </Result>
  );
}
