export interface SeenVisitor {
  joinedAs: string | null;
  joinSentAt: number;
  joinAnsweredAt: number;
  position: number | null;
}
export interface QueueAnswers {
  sentAt: number[];
  answeredAt: number[];
  replica: number[];
  state: number[];
  position: number[];
}
export declare function arrivalOrderBreaks(visitors: ReadonlyArray<SeenVisitor | null>): { checked: number; breaks: number };
export declare function admissionOrderBreaks(answers: QueueAnswers): { sameReplica: number; across: number; lagMs: number };
export declare function sharedPositions(visitors: ReadonlyArray<SeenVisitor | null>): number;
export declare function drawUniformity(
  visitors: ReadonlyArray<SeenVisitor | null>,
  bins?: number,
): { visitors: number; bins: number; statistic: number; df: number; pValue: number };
