// Messages of the listings screens.
export const listings = {} as const;
