// The report forms' limits without their schemas: the profile's answer form needs the number, not zod.

/** An owner's answer to a hold at most. */
export const HOLD_ANSWER_MAX = 1000;
