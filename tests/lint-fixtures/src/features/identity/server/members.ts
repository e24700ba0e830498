// Must pass: identity's own code.
export const memberName = () => 'Marie'
