/** What to log of a thrown value: an Error's message, anything else as text (a rejection may carry any value). */
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
