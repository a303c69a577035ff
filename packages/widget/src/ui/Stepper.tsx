import { useFormat } from '../context/TicketkitProvider.tsx';

export interface StepperProps {
  /** What is counted, e.g. the ticket type's name; used in the buttons' labels. */
  name: string;
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  onChange(value: number): void;
  /** Id of text that explains a limit (max per order, left). */
  describedBy?: string;
}

/** − value + with each button labelled; the value is announced politely as it changes. */
export function Stepper({ name, value, min, max, disabled = false, onChange, describedBy }: StepperProps) {
  const { t } = useFormat();
  const canDecrease = !disabled && value > min;
  const canIncrease = !disabled && value < max;
  return (
    <div className="tk-stepper" role="group" aria-label={t('tickets.quantity', { name })} aria-describedby={describedBy}>
      <button type="button" part="button button-secondary" className="tk-button" data-variant="secondary" aria-label={t('tickets.decrease', { name })} disabled={!canDecrease} onClick={() => onChange(Math.max(min, value - 1))}>
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button type="button" part="button button-secondary" className="tk-button" data-variant="secondary" aria-label={t('tickets.increase', { name })} disabled={!canIncrease} onClick={() => onChange(Math.min(max, value + 1))}>
        +
      </button>
    </div>
  );
}
