import type { Company } from '@ticketkit/contract';

/** The company's logo, name and tagline (its brand colour themes the area through the appearance). */
export function CompanyHeader({ company, heading }: { company: Company; heading: string }) {
  return (
    <header className="tk-row" data-company={company.slug}>
      <img src={company.logo.url} alt={company.logo.alt} width={64} height={Math.round((64 * company.logo.height) / company.logo.width)} />
      <div>
        <h2 part="heading">{heading}</h2>
        <p className="tk-muted">{company.tagline}</p>
      </div>
    </header>
  );
}

/**
 * Company branding as the widget's appearance variables. A brand colour is chosen for a light page;
 * on a dark one (the root's color-scheme) it is lifted towards white so links and buttons keep
 * their contrast.
 */
export const brandAppearance = (company: Company) => ({
  variables: { colorPrimary: `light-dark(${company.primaryColor}, color-mix(in oklab, ${company.primaryColor} 45%, white))` },
});
