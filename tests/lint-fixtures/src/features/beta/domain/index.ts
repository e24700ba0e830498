export const betaRule = () => true
