import { EMAIL_PATTERN } from '@ticketkit/contract/rules';
import { useId, useState, type FormEvent } from 'react';
import { siteMessages } from '../language/siteMessages.ts';
import { contactMessages, type ContactT } from './contactMessages.ts';
import { StaticPage } from './StaticPage.tsx';

type Field = 'name' | 'email' | 'message';
type Errors = Partial<Record<Field, string>>;

export function validateContact(values: Record<Field, string>, t: ContactT): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = t('contact.error.name');
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = t('contact.error.email');
  if (values.message.trim().length < 10) errors.message = t('contact.error.message');
  return errors;
}

export default function ContactPage() {
  const id = useId();
  const t = contactMessages.useT();
  const siteT = siteMessages.useT();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values, t);
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
    <StaticPage title={siteT('page.contact')} description={t('contact.description')} lead={t('contact.description')}>
      {sent ? (
        <div role="status" className="site-confirmation">
          <h2>{t('contact.thanks', { name: values.name.trim() })}</h2>
          <p>{t('contact.sent', { email: values.email.trim() })}</p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label={t('contact.form')}>
          <p>{t('contact.intro')}</p>
          {field('name', t('contact.name'), 'input')}
          {field('email', t('contact.email'), 'input', 'email')}
          {field('message', t('contact.message'), 'textarea')}
          <button type="submit" className="site-button">
            {t('contact.send')}
          </button>
        </form>
      )}
    </StaticPage>
  );
}
