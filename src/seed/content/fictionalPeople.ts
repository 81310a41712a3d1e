/**
 * Demonstration people: clearly fictional names (never invented names for the real network's
 * people). A name is the same in every language (name fields are not translated), so the demo
 * uses the placeholder name of Portuguese and Spanish, never a name written in three languages.
 */
export const fictional = (letter: string) => `Fulano de Tal ${letter}`
