export const internal = () => 1
export const readBeta = () => 2
