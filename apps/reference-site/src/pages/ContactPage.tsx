import { EMAIL_PATTERN } from '@ticketkit/contract/rules';
import { useId, useState, type FormEvent } from 'react';
import { StaticPage } from './StaticPage.tsx';

type Field = 'name' | 'email' | 'message';
type Errors = Partial<Record<Field, string>>;

export function validateContact(values: Record<Field, string>): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'Enter your name.';
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Enter an email address like name@example.com.';
  if (values.message.trim().length < 10) errors.message = 'Tell us a little more: at least 10 characters.';
  return errors;
}

export default function ContactPage() {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSent(true);
  };

  const field = (name: Field, label: string, input: 'input' | 'textarea', type = 'text') => {
    const props = {
      id: `${id}-${name}`,
      name,
      value: values[name],
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    };
    return (
      <div className="site-field">
        <label htmlFor={props.id}>{label}</label>
        {input === 'input' ? <input {...props} type={type} autoComplete={name} /> : <textarea {...props} rows={5} />}
        {errors[name] && (
          <p className="site-field-error" id={`${id}-${name}-error`}>
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <StaticPage title="Contact us" description="Questions about a booking, an event or listing with Ticketkit? Write to us.">
      {sent ? (
        <div role="status" className="site-confirmation">
          <h2>Thanks, {values.name.trim()}.</h2>
          <p>We have your message and will reply to {values.email.trim()} within two working days.</p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label="Contact form">
          <p>For a booking, include your booking id from “Your tickets”. We reply within two working days.</p>
          {field('name', 'Your name', 'input')}
          {field('email', 'Email', 'input', 'email')}
          {field('message', 'Message', 'textarea')}
          <button type="submit" className="site-button">
            Send message
          </button>
        </form>
      )}
    </StaticPage>
  );
}
