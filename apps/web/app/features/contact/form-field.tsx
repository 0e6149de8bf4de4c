import { useId } from 'react';

const fieldClass =
  'mt-2 block w-full rounded-xl border border-line bg-ink-900 px-4 py-3 text-fg placeholder:text-muted/70 transition-colors focus:border-accent-to focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-to/40';

/** One labelled, required contact field: a single-line input, or a textarea when `rows` is given. */
export function FormField({
  label,
  name,
  value,
  onChange,
  maxLength,
  type = 'text',
  autoComplete,
  rows,
  required,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  type?: 'text' | 'email';
  autoComplete?: string;
  rows?: number;
  required: boolean;
}) {
  const id = useId();
  const shared = {
    id,
    name,
    value,
    maxLength,
    // The browser's own check for a form posted without JavaScript; the hydrated form warns
    // about empty fields itself (the spec's toast), and still lets the browser check the rest.
    required,
    'aria-required': true,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {rows === undefined ? (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
          className={fieldClass}
        />
      ) : (
        <textarea
          {...shared}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
          className={`${fieldClass} resize-y`}
        />
      )}
    </div>
  );
}
