import type { City, Profile } from '@ticketkit/contract';
import { useId, useState, type FormEvent } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { DisplayError } from '../../ui/displayError.ts';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import { PERSON_NAME_MAX, PHONE_PATTERN, normalisePhone } from '@ticketkit/contract/rules';
import { accountMessages } from './messages.ts';

export interface ProfileValues {
  name: string;
  phone: string | null;
  homeCity: string | null;
}

export interface ProfileDetailsProps {
  profile: Profile;
  cities: City[];
  busy?: boolean;
  error?: DisplayError | null;
  saved?: boolean;
  onSave(values: ProfileValues): void;
}

/** Name, phone and home city, validated inline before anything is sent. */
export function ProfileDetails({ profile, cities, busy, error, saved, onSave }: ProfileDetailsProps) {
  const t = accountMessages.useT();
  const f = useFormat();
  const cityId = useId();
  const cityHintId = useId();
  const [name, setName] = useState(profile.name ?? '');
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [homeCity, setHomeCity] = useState(profile.homeCity ?? '');
  const [touched, setTouched] = useState(false);
  const phoneValue = normalisePhone(phone);
  const nameWrong = name.trim() === '' || name.trim().length > PERSON_NAME_MAX;
  const phoneWrong = phoneValue !== '' && !PHONE_PATTERN.test(phoneValue);
  const nameError = touched && nameWrong ? t('profile.error.name') : null;
  const phoneError = touched && phoneWrong ? t('profile.error.phone') : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (nameWrong || phoneWrong) return;
    onSave({ name: name.trim(), phone: phoneValue === '' ? null : phoneValue, homeCity: homeCity === '' ? null : homeCity });
  };
  return (
    <form className="tk-stack" noValidate aria-label={t('profile.details')} onSubmit={submit}>
      <h3 part="heading">{t('profile.details')}</h3>
      <TextField label={t('profile.name')} autoComplete="name" required value={name} error={nameError} onChange={(e) => setName(e.target.value)} />
      <TextField label={t('profile.email')} value={profile.email ?? ''} readOnly />
      <TextField label={t('profile.phone')} hint={t('profile.phoneHint')} type="tel" autoComplete="tel" value={phone} error={phoneError} onChange={(e) => setPhone(e.target.value)} />
      <div className="tk-field">
        <label part="label" htmlFor={cityId}>{t('profile.city')}</label>
        <select id={cityId} part="input" className="tk-input" value={homeCity} aria-describedby={cityHintId} onChange={(e) => setHomeCity(e.target.value)}>
          <option value="">{t('profile.noCity')}</option>
          {cities.map((c) => (
            <option key={c.slug} value={c.slug}>
              {f.name('city', c)}
            </option>
          ))}
        </select>
        <span id={cityHintId} className="tk-muted">
          {t('profile.cityHint')}
        </span>
      </div>
      <Button type="submit" busy={busy}>
        {t('profile.save')}
      </Button>
      {saved ? <p role="status">{t('profile.saved')}</p> : null}
      <ErrorNote error={error} />
    </form>
  );
}
