// Messages of the info screens.
export const info = {} as const;
