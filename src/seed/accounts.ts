/** The registry the demo member submits data for (`npm start` says so). */
export const DEMO_MEMBER_REGISTRY = 'AR-RENAC'
