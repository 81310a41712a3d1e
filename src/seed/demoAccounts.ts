import accounts from './demoAccounts.json' with { type: 'json' }

/**
 * The demonstration logins the seed creates, defined once in the JSON file beside this one
 * (read by `npm start` to print them, by the seed and by the tests).
 */
export const demoAccounts = accounts
