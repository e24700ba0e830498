// A view helper of the area's pages.
export const formatLabel = (label: string) => `« ${label} »`
