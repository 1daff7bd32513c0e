// Messages of the detail screens.
export const detail = {} as const;
