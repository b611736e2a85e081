/** The product's name as configured (VITE_PRODUCT_NAME), else Paygrid: the app and the build's page shells agree. */
export const productNameOf = (configured: string | undefined): string => configured || 'Paygrid'
