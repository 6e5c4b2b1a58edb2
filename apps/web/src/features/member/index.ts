export { useCountries } from './api/countries.ts';
export { useAddresses, useCreateAddress, useDeleteAddress, useUpdateAddress } from './api/addresses.ts';
export { logOut } from './api/log-out.ts';
export { useProfile } from './api/profile.ts';
export { AddressForm } from './components/address-form.tsx';
export { useCompanyAddresses } from './api/company-addresses.ts';
export { useMyCompany } from './api/company.ts';
export { AllCountryOptions } from './components/country-options.tsx';
