import { STEPS } from './hostDraft.ts';
import { hostingMessages } from './messages.ts';

export interface StepListProps {
  /** The current step's index. */
  current: number;
  /** Goes back to a step already done. */
  onGo(step: number): void;
}

/** The six steps in order: those done are buttons back to them, the current one is marked. */
export function StepList({ current, onGo }: StepListProps) {
  const t = hostingMessages.useT();
  return (
    <ol className="tk-steps" aria-label={t('host.steps')}>
      {STEPS.map((s, i) => (
        <li key={s} aria-current={i === current ? 'step' : undefined}>
          {i < current ? (
            <button type="button" onClick={() => onGo(i)}>
              {t(`host.step.${s}`)}
            </button>
          ) : (
            <span>{t(`host.step.${s}`)}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
